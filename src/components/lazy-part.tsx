import { lazy, memo, Suspense, type ComponentType } from 'react';

/** The code of a part is fetched once its place comes this close to the viewport. */
const NEAR = '600px 0px';

/** A thenable React.lazy reads at once: a part whose code is here renders without suspending. */
const ready = <T,>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * Resolves when the server-rendered element `selector` nears the viewport, at
 * the visitor's first press of a pointer or key (a navigation that follows
 * waits for every part still in its server HTML), or when the browser is idle a
 * while after the page has loaded (a hidden tab sees no viewport); at once when
 * there is no such element (after a client navigation).
 */
function whenNear(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of INTERACTIONS) removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: NEAR });
    observer.observe(element);
    for (const type of INTERACTIONS) addEventListener(type, done, { capture: true, passive: true });
    afterLoad(() => setTimeout(() => whenIdle(done), IDLE_WAIT));
  });
}

const INTERACTIONS = ['pointerdown', 'keydown'] as const;
/** How long after the load event a part not yet needed waits before its code loads anyway (ms). */
const IDLE_WAIT = 2000;

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_WAIT });
  else setTimeout(run, 0);
}

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

const serverLoads: Promise<unknown>[] = [];

/**
 * On the server, once every lazy part's code is loaded: a page's loader awaits it, so that
 * even the process's first render has its parts in place (a part still loading would be
 * streamed after the shell, which a browser without scripts never shows).
 */
export async function lazyPartsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

/**
 * A below-the-fold part of a page whose code is not in the page's chunk. The
 * server renders it in place; in the browser its server HTML stays as it is
 * (a dehydrated Suspense boundary: same markup, nothing moves) until the
 * element `selector` (around or inside the part) nears the viewport, then its
 * code loads and it hydrates. After a client navigation it loads at once.
 * Memoised: a re-render of the page with the same props must not reach the
 * boundary before it hydrates (React would replace the server HTML).
 */
export function lazyPart<P extends object>(selector: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchCode = () => load().then((component) => (loaded = component));
  // The server renders the part in place: its code is loaded before the first page needs it.
  const onServer = typeof document === 'undefined' ? fetchCode() : null;
  if (onServer) serverLoads.push(onServer);
  const Lazy = lazy(() => {
    if (loaded) return ready({ default: loaded });
    const code = onServer ?? whenNear(selector).then(fetchCode);
    return code.then((component) => ({ default: component }));
  });
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
