import type { EntityManager } from 'typeorm';

type Action = () => Promise<void>;

/** What outcome handlers asked to run once the webhook's transaction has committed, per transaction. */
const pending = new WeakMap<EntityManager, Action[]>();

/** Marks a transaction as a webhook's: actions queued on it run after it commits (and never if it rolls back). */
export function collectAfterCommit(manager: EntityManager): () => Action[] {
  pending.set(manager, []);
  return () => pending.get(manager) ?? [];
}

export function afterCommit(manager: EntityManager, action: Action): void {
  const actions = pending.get(manager);
  if (!actions) throw new Error('afterCommit is only for a payment outcome handler, inside the webhook transaction it was given');
  actions.push(action);
}
