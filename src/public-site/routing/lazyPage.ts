// Pages load as separate chunks. Spec section 9 gives a chunk 120 s before the load counts as failed;
// the error boundary then offers a retry instead of an endless spinner.
import { createElement, lazy, useState, type ComponentType } from 'react';

export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/**
 * How long the first render waits for the page asked for by its address: its chunk, then the texts
 * and records the chunk asked for as it loaded. The frame's first render holds a phone's CPU for a few
 * hundred milliseconds; with all of them here, that one render shows the whole page, not a loading
 * state followed by more renders. On a slow network the frame shows after this, with the page's
 * loading state.
 */
export const PAGE_WAIT_MS = 1000;

export function withTimeout<T>(promise: Promise<T>, ms = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * A page module may ask for its records as soon as it is loaded, before React renders it; what it returns
 * (the chunk of the part its address shows, say) is waited for too.
 */
interface PageModule {
  prefetch?: (params: RouteParams, search: string) => unknown;
}

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /**
   * Loads the page's chunk now (the address is known before React starts), then lets it prefetch for the
   * address's parameters and query. Settles once that is done, or has failed (the render's own load then reports it).
   */
  preload: (params: RouteParams, search?: string) => Promise<void>;
};

/** A lazily loaded page (or part of one) from a module's named export. */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  let loading: Promise<M> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= withTimeout(load()).then(
      (m) => {
        loaded = pick(m);
        return m;
      },
      (error: unknown) => {
        loading = undefined; // a retry loads again
        throw error;
      },
    ));
  const preload = (params: RouteParams, search = '') =>
    start().then(
      // A failure is the render's own load's to report.
      async (m) => void (await Promise.resolve((m as PageModule).prefetch?.(params, search)).catch(() => undefined)),
      () => undefined,
    );
  const Lazy = lazy(() => start().then(() => ({ default: loaded! })));
  function Page(props: P) {
    // A page whose chunk is already here renders in the same pass as the frame around it; React.lazy
    // would first suspend, and on a phone that second pass comes after the frame's whole render.
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Screen, props);
  }
  return Object.assign(Page, { preload });
}
