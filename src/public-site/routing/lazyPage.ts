// Pages load as separate chunks. Spec section 9 gives a chunk 120 s before the load counts as failed;
// the error boundary then offers a retry instead of an endless spinner.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const PAGE_LOAD_TIMEOUT_MS = 120_000;

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

/** A page module may ask for its records as soon as it is loaded, before React renders it. */
interface PageModule {
  prefetch?: (params: RouteParams) => void;
}

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk now (the address is known before React starts), then lets it prefetch. */
  preload: (params: RouteParams) => void;
};

/** A lazily loaded page from a module's named export. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<M> | undefined;
  const start = () =>
    (loading ??= withTimeout(load()).catch((error: unknown) => {
      loading = undefined; // a retry loads again
      throw error;
    }));
  const preload = (params: RouteParams) =>
    void start().then(
      (m) => (m as PageModule).prefetch?.(params),
      () => undefined, // the render's own load reports the failure
    );
  return Object.assign(
    lazy(() => start().then((m) => ({ default: pick(m) }))),
    { preload },
  );
}
