import type { RevealState } from '@fairway/contracts/awards';
import type { EntityManager } from 'typeorm';
import { LiveChangeSubscriber } from './live-change.subscriber';

/** What a write changed, as far as screens are concerned. */
export type LiveChange =
  | { kind: 'scores'; tournamentId: string; teamId: string; hole: number }
  | { kind: 'teams'; tournamentId: string }
  | { kind: 'tournament'; tournamentId: string; previousRaisedCents?: number; deleted?: boolean }
  /** A contest, its entries or its leaders changed (the board does not). */
  | { kind: 'contests'; tournamentId: string }
  /** The awards ceremony moved on: each step is told, in order, even when the MC taps quickly. */
  | { kind: 'awards'; tournamentId: string; state: RevealState };

const PENDING_CHANGES = 'fairway:liveChanges';

/**
 * Records that the write running on `manager` changes what screens show. Inside a transaction the change
 * is published when it commits (never on rollback); outside one the statement has already committed, so
 * it is published at once.
 */
export function markLiveChange(manager: EntityManager, change: LiveChange): void {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) {
    const pending = (runner.data[PENDING_CHANGES] ??= []) as LiveChange[];
    pending.push(change);
    return;
  }
  LiveChangeSubscriber.of(manager.connection)?.publish([change]);
}
