import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react';

/** The code of a part is fetched once its place comes this close to the viewport. */
const NEAR = '600px 0px';

/** A thenable React.lazy reads at once: a part whose code is here renders without suspending. */
const ready = <T,>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * Resolves when the server-rendered element `selector` nears the viewport
 * (a tab opened in the background: once it is shown), or once the visitor has
 * pressed a pointer or key, clicked, changed a field (a value set by a script
 * or an assistive tool, with no press before it) or stepped through history —
 * also when that happened before React reached the part. A navigation that
 * follows waits for every part still in its server HTML: React holds a
 * transition that reaches a dehydrated boundary until it has hydrated, so a
 * link activated before the part's code was asked for would otherwise wait for
 * ever. At once when there is no such element (after a client navigation). Not
 * on idle: code the visitor may never need is not loaded with the page.
 */
function whenNear(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: NEAR,
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(element);
    firstInteraction.then(done);
  });
}

const INTERACTIONS = ['pointerdown', 'keydown', 'click', 'change', 'popstate'] as const;

/** The visitor's first interaction with the page, listened for from the moment this module runs. */
const firstInteraction: Promise<void> =
  typeof document === 'undefined'
    ? new Promise(() => {})
    : new Promise((resolve) => {
        const done = () => {
          for (const type of INTERACTIONS) removeEventListener(type, done, true);
          resolve();
        };
        for (const type of INTERACTIONS) addEventListener(type, done, { capture: true, passive: true });
      });
const serverLoads: Promise<unknown>[] = [];

/**
 * On the server, once every lazy part's code is loaded: the render awaits it (entry-server.tsx),
 * so that even the process's first render has its parts in place (a part still loading would be
 * streamed after the shell, which a browser without scripts never shows).
 */
export async function lazyPartsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

/** Whether two props objects hold the same values (React.memo's comparison). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

interface BoundaryProps<P> {
  props: P;
  /** False until the part has hydrated (or rendered): its boundary ignores new props until then. */
  live: boolean;
  onLive: (live: true) => void;
}

/**
 * A below-the-fold part of a page whose code is not in the page's chunk. The
 * server renders it in place; in the browser its server HTML stays as it is
 * (a dehydrated Suspense boundary: same markup, nothing moves) until the
 * element `selector` (around or inside the part) nears the viewport, then its
 * code loads and it hydrates. After a client navigation it loads at once.
 * Until the part has hydrated, the page's re-renders do not reach its
 * boundary, whatever props they bring: React would otherwise give up the
 * server HTML of a dehydrated boundary that gets new props before its code is
 * here (the part vanishes until then). Once hydrated, it renders with the
 * latest props.
 */
export function lazyPart<P extends object>(selector: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P & LiveSignal> | null = null;
  const fetchCode = () => load().then((component) => (loaded = signalling(component)));
  // The server renders the part in place: its code is loaded before the first page needs it.
  const onServer = typeof document === 'undefined' ? fetchCode() : null;
  if (onServer) serverLoads.push(onServer);
  const Lazy = lazy(() => {
    if (loaded) return ready({ default: loaded });
    const code = onServer ?? whenNear(selector).then(fetchCode);
    return code.then((component) => ({ default: component }));
  });
  return heldBack(Lazy as ComponentType<P & LiveSignal>);
}

/**
 * A part of a page whose code is in the page's chunk but whose hydration can
 * wait: React hydrates and commits the rest of the page first, and this
 * part's server HTML after it at its lowest priority (a dehydrated Suspense
 * boundary), or at once where the visitor presses inside it. So a tap on the
 * page's first controls is heard sooner on a slow phone. Until the part
 * has hydrated, the page's re-renders do not reach it (they would make React
 * hydrate it at once, in the page's task).
 */
export function laterPart<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return heldBack(signalling(Component));
}

/** `Inner` in a Suspense boundary that ignores new props until `Inner` is live (hydrated or rendered). */
function heldBack<P extends object>(Inner: ComponentType<P & LiveSignal>): ComponentType<P> {
  const Boundary = memo(
    function HeldBackBoundary({ props, onLive }: BoundaryProps<P>) {
      return (
        <Suspense fallback={null}>
          <Inner {...props} onLive={onLive} />
        </Suspense>
      );
    },
    (before, now) => !now.live || sameProps(before.props, now.props),
  );
  return function HeldBackPart(props: P) {
    const [live, setLive] = useState(false);
    return <Boundary props={props} live={live} onLive={setLive} />;
  };
}

interface LiveSignal {
  onLive: (live: true) => void;
}

/** The part's component, telling its LazyPart once it is hydrated or rendered. */
function signalling<P extends object>(Component: ComponentType<P>): ComponentType<P & LiveSignal> {
  return function Signalling({ onLive, ...props }: P & LiveSignal) {
    useEffect(() => onLive(true), [onLive]);
    return <Component {...(props as P)} />;
  };
}
