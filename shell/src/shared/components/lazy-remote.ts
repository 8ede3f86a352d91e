import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

export type LoadRemoteComponent<P> = (options: { fresh: boolean }) => Promise<ComponentType<P>>;

export interface LazyRemote<P> {
  /**
   * The component to render: the remote itself when it had loaded before its first render (it then mounts
   * without a Suspense fallback), else a lazy one; a new one (loading afresh) after a failure or invalidate().
   */
  component(): ComponentType<P> | LazyExoticComponent<ComponentType<P>>;
  /** Starts loading now, before anything renders it; settles when it has loaded or failed. */
  preload(): Promise<void>;
  /** Makes the next component() load again from scratch (React caches a lazy's outcome forever). */
  invalidate(): void;
}

/**
 * React.lazy must resolve to a function or class, but a remote may expose any element type (remotes
 * expose their pages as lazy components, to split each page into its own chunk).
 */
function asFunctionComponent<P>(component: ComponentType<P>): ComponentType<P> {
  return function RemoteRoot(props: P) {
    return createElement(component as ComponentType<object>, props as object);
  };
}

interface Attempt<P> {
  usable: boolean;
  start(): Promise<{ default: ComponentType<P> }>;
  loaded?: ComponentType<P>;
  /** Chosen at the first render and kept: a type that changed between renders would remount the page. */
  rendered?: ComponentType<P> | LazyExoticComponent<ComponentType<P>>;
}

/** Keeps one component per remote expose, shared by every place that renders it. */
export function createLazyRemote<P>(load: LoadRemoteComponent<P>): LazyRemote<P> {
  let current: Attempt<P> | undefined;

  function create(fresh: boolean): Attempt<P> {
    let loading: Promise<{ default: ComponentType<P> }> | undefined;
    const attempt: Attempt<P> = {
      usable: true,
      start: () =>
        (loading ??= load({ fresh }).then(
          (component) => {
            attempt.loaded = asFunctionComponent(component);
            return { default: attempt.loaded };
          },
          (error: unknown) => {
            attempt.usable = false;
            throw error;
          },
        )),
    };
    return attempt;
  }

  const attempt = () => {
    if (!current?.usable) current = create(current !== undefined);
    return current;
  };

  return {
    component() {
      const now = attempt();
      now.rendered ??= now.loaded ?? lazy(now.start);
      return now.rendered;
    },
    preload: () =>
      attempt()
        .start()
        .then(
          () => undefined,
          () => undefined,
        ),
    invalidate() {
      if (current) current.usable = false;
    },
  };
}
