import type { DataSource, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import type { LiveChange } from './live-change.types';

type Listener = (changes: readonly LiveChange[]) => void;

const PENDING_CHANGES = 'fairway:liveChanges';

/** Hands the changes a transaction marked to the listener once PostgreSQL has committed it. */
export class LiveChangeSubscriber implements EntitySubscriberInterface {
  private readonly listeners = new Set<Listener>();
  private readonly commitListeners = new Set<Listener>();

  static attach(dataSource: DataSource): LiveChangeSubscriber {
    const existing = LiveChangeSubscriber.of(dataSource);
    if (existing) return existing;
    const subscriber = new LiveChangeSubscriber();
    dataSource.subscribers.push(subscriber);
    return subscriber;
  }

  static of(dataSource: DataSource): LiveChangeSubscriber | undefined {
    return dataSource.subscribers.find((subscriber): subscriber is LiveChangeSubscriber => subscriber instanceof LiveChangeSubscriber);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called at once when a change commits, before the writer answers (keep it quick; it must not throw). */
  listenOnCommit(listener: Listener): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  publish(changes: readonly LiveChange[]): void {
    if (changes.length === 0) return;
    this.commitListeners.forEach((listener) => listener(changes));
    // After the caller's answer is on its way: building events never delays or fails the write.
    setImmediate(() => this.listeners.forEach((listener) => listener(changes)));
  }

  // A savepoint's release or rollback broadcasts too: only the outermost transaction's end counts.
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (!queryRunner.isTransactionActive) this.publish(takePending(queryRunner));
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) takePending(queryRunner);
  }
}

function takePending(runner: QueryRunner): LiveChange[] {
  const pending = (runner.data[PENDING_CHANGES] ?? []) as LiveChange[];
  delete runner.data[PENDING_CHANGES];
  return pending;
}
