import type { EntityManager } from 'typeorm';
import { LiveChangeSubscriber } from './live-change.subscriber';
import type { LiveChange } from './live-change.types';

export type { LiveChange } from './live-change.types';

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
