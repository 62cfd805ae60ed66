import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The site's router: history, links and location hooks in the shape of React Router's (which
 * it replaced: 13 KB gzip of the first load for these few parts; history entries keep its
 * {usr, key, idx} shape). Screens, data and scrolling are ClientNavigator's.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** This history entry's own key (scroll positions are saved under it). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

interface RouterValue {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hook outside a router');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

const path = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** History entries carry { usr, key, idx } as React Router's did, so entries made before an update still restore. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function currentLocation(): Location {
  const state = (window.history.state ?? {}) as EntryState;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: state.usr ?? null,
    key: state.key ?? 'default',
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<{ location: Location; navigationType: NavigationType }>(() => {
    // The first entry gets its key and index now, so its scroll position can be found again.
    const state = (window.history.state ?? {}) as EntryState;
    if (state.key === undefined)
      window.history.replaceState({ ...state, usr: state.usr ?? null, key: 'default', idx: 0 }, '');
    return { location: currentLocation(), navigationType: 'POP' };
  });

  useEffect(() => {
    const onPop = () => startTransition(() => setValue({ location: currentLocation(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const [navigate] = useState<NavigateFunction>(
    () =>
      ((to: string | number, options: NavigateOptions = {}) => {
        if (typeof to === 'number') {
          window.history.go(to);
          return;
        }
        const idx = ((window.history.state ?? {}) as EntryState).idx ?? 0;
        const entry: EntryState = { usr: options.state ?? null, key: newKey(), idx: options.replace ? idx : idx + 1 };
        const href = path(parsePath(to));
        if (options.replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
        startTransition(() =>
          setValue({ location: currentLocation(), navigationType: options.replace ? 'REPLACE' : 'PUSH' }),
        );
      }) as NavigateFunction,
  );

  return <RouterContext.Provider value={{ ...value, navigate }}>{children}</RouterContext.Provider>;
}

/** The server's router: one fixed location. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value: RouterValue = {
    location: { ...parsePath(location), state: null, key: 'default' },
    navigationType: 'POP',
    navigate: () => {
      throw new Error('navigate() while rendering on the server');
    },
  };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** A real link; a plain left click on it navigates in the page (the same address again replaces its entry). */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace: replace ?? path(location) === path(parsePath(to)), state });
  };
  return <a {...rest} href={to} target={target} onClick={handle} />;
}

/** A link that knows it is the current page: aria-current="page" and the class "active" (`end`: only exactly). */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const own = parsePath(props.to).pathname.replace(/\/$/, '').toLowerCase();
  const here = pathname.replace(/\/$/, '').toLowerCase();
  const active = here === own || (!end && here.startsWith(`${own}/`));
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
