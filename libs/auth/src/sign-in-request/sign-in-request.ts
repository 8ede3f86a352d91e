import { useSyncExternalStore } from 'react';

export type SignInMode = 'sign-in' | 'sign-up';

export interface SignInRequest {
  open: boolean;
  mode: SignInMode;
}

// Any page (the shell's or a remote's) can ask for the sign-in dialog; the shell renders it. Lives here
// because libs/auth is a federated singleton: one store for every app on the page.
let request: SignInRequest = { open: false, mode: 'sign-in' };
const subscribers = new Set<() => void>();

function update(next: SignInRequest): void {
  request = next;
  subscribers.forEach((subscriber) => subscriber());
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Opens the sign-in dialog, on Welcome Back (sign-in) or Create Account (sign-up). */
export function openSignIn(mode: SignInMode = 'sign-in'): void {
  update({ open: true, mode });
}

export function closeSignIn(): void {
  update({ ...request, open: false });
}

export function useSignInRequest(): SignInRequest {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => request,
  );
}
