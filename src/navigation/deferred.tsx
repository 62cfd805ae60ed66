import { Component, createContext, Suspense, use, useContext, type ReactNode } from 'react';
import { serializeForScript } from '../store/serialize.ts';

/** Slow, below-the-fold data a loader hands over unresolved: the page streams without waiting for it. */
export type DeferredMap = Record<string, Promise<unknown>>;

export const DeferredContext = createContext<DeferredMap>({});
export const NonceContext = createContext<string>('');

declare global {
  interface Window {
    __DEFERRED__?: Record<string, unknown>;
  }
}

/**
 * Renders `fallback` in the streamed shell and `children(value)` once the
 * loader's deferred promise resolves. The server streams the resolved part
 * later in the same response, with an inline (nonce'd) script carrying the
 * value, so hydration needs no second request. A rejected promise shows
 * `errorFallback` (nothing by default): a slow part must never break the page.
 */
export function Deferred<T>({
  name,
  fallback,
  errorFallback = null,
  children,
}: {
  name: string;
  fallback: ReactNode;
  errorFallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <DeferredErrorBoundary fallback={errorFallback}>
      <Suspense fallback={fallback}>
        <Resolved<T> name={name} render={children} />
      </Suspense>
    </DeferredErrorBoundary>
  );
}

function Resolved<T>({ name, render }: { name: string; render: (value: T) => ReactNode }) {
  const pending = useContext(DeferredContext)[name];
  const nonce = useContext(NonceContext);
  // In the browser right after the server render there is no promise: the value came with the stream.
  const value = (pending ? use(pending) : typeof window !== 'undefined' ? window.__DEFERRED__?.[name] : undefined) as T;
  const script = `(self.__DEFERRED__||(self.__DEFERRED__={}))[${JSON.stringify(name)}]=${serializeForScript(value ?? null)}`;
  return (
    <>
      {render(value)}
      <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}

class DeferredErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
