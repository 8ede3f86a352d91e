import { type RefObject, useEffect, useSyncExternalStore } from 'react';

// A modal <dialog> sits in the browser's top layer and makes the rest of the page inert: a toast rendered
// in the page would show behind it and not be announced. While such a dialog is open it lends itself as
// the place toasts render; the most recently opened one wins.
const layers: HTMLElement[] = [];
const subscribers = new Set<() => void>();

function notify(): void {
  subscribers.forEach((subscriber) => subscriber());
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

function topLayer(): HTMLElement | null {
  return layers.at(-1) ?? null;
}

/** Call from a component rendering a modal <dialog>: toasts render inside it while it is mounted. */
export function useToastLayer(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const layer = element.current;
    if (!layer) return;
    layers.push(layer);
    notify();
    return () => {
      layers.splice(layers.lastIndexOf(layer), 1);
      notify();
    };
  }, [element]);
}

/** Where toasts render now: the topmost modal dialog that asked for them, or null for the page itself. */
export function useToastLayerElement(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topLayer, () => null);
}
