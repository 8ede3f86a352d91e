import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page a remote exposes: split into its own chunk, and loadable before it renders. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches and runs the page's chunk (once); resolves to the page itself, to render without suspending. */
  load(): Promise<ComponentType<P>>;
};

/**
 * React.lazy for a remote's exposed page, with `load()` for the host: a host that has loaded the page before
 * its first render mounts it directly, without a Suspense fallback and the reveal React then holds back.
 */
export function lazyPage<P>(importPage: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => {
    loading ??= importPage().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { load },
  );
}

/** The page behind an exposed component: loaded through `load()` when it is a lazy page, else as it is. */
export function loadExposedPage<P>(exposed: ComponentType<P> | LazyPage<P>): Promise<ComponentType<P>> {
  return 'load' in exposed && typeof exposed.load === 'function' ? exposed.load() : Promise.resolve(exposed);
}
