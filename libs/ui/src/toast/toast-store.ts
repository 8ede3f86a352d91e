import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button in the toast (a link to what it is about: "Bid again"); pressing it also dismisses the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds on screen; defaults to 5000. */
  duration?: number;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  action?: ToastAction;
}

export const defaultToastDuration = 5000;

// One toast at a time: a new one replaces the one showing. Module state, shared by every app on the page
// because @fairway/ui/toast is a federated singleton (scripts/rspack/shared-dependencies.js).
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
let remaining = 0;
let shownAt = 0;
const subscribers = new Set<() => void>();

function show(next: Toast | null): void {
  current = next;
  subscribers.forEach((subscriber) => subscriber());
}

function schedule(id: number, delay: number): void {
  clearTimeout(timer);
  remaining = delay;
  shownAt = Date.now();
  timer = setTimeout(() => dismissToast(id), delay);
}

/** Shows a toast in place of any other; returns its id and a way to dismiss it early. */
export function toast({ title, description, variant = 'default', duration = defaultToastDuration, action }: ToastOptions) {
  const id = nextId++;
  show({ id, title, ...(description ? { description } : {}), variant, duration, ...(action ? { action } : {}) });
  schedule(id, duration);
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses the toast showing (or only the one with `id`, if it is still the one showing). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  show(null);
}

/** Holds the countdown while the reader hovers or focuses the toast (WCAG 2.2.1). */
export function pauseToast(): void {
  if (!current) return;
  clearTimeout(timer);
  remaining = Math.max(0, remaining - (Date.now() - shownAt));
}

export function resumeToast(): void {
  if (current) schedule(current.id, remaining);
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
