import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

export type LoadRemoteComponent<P> = (options: { fresh: boolean }) => Promise<ComponentType<P>>;

export interface LazyRemote<P> {
  /** The lazy component to render; a new one (loading afresh) after a failure or invalidate(). */
  component(): LazyExoticComponent<ComponentType<P>>;
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

/** Keeps one lazy component per remote expose, shared by every place that renders it. */
export function createLazyRemote<P>(load: LoadRemoteComponent<P>): LazyRemote<P> {
  let current: { component: LazyExoticComponent<ComponentType<P>>; usable: boolean } | undefined;

  function create(fresh: boolean) {
    const entry = {
      usable: true,
      component: lazy(() =>
        load({ fresh }).then(
          (component) => ({ default: asFunctionComponent(component) }),
          (error: unknown) => {
            entry.usable = false;
            throw error;
          },
        ),
      ),
    };
    return entry;
  }

  return {
    component() {
      if (!current?.usable) current = create(current !== undefined);
      return current.component;
    },
    invalidate() {
      if (current) current.usable = false;
    },
  };
}
