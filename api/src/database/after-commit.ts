import type { DataSource, EntitySubscriberInterface, EntityManager, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

const PENDING_ACTIONS = 'fairway:afterCommit';

type Action = () => void;

/**
 * Runs `action` once the write running on `manager` has committed: at the outermost transaction's commit,
 * never on rollback; at once when there is no transaction (the statement has already committed). The
 * action must be quick and must not throw (it runs inside TypeORM's commit).
 */
export function afterCommit(manager: EntityManager, action: Action): void {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) {
    AfterCommitSubscriber.attach(manager.connection);
    ((runner.data[PENDING_ACTIONS] ??= []) as Action[]).push(action);
    return;
  }
  action();
}

class AfterCommitSubscriber implements EntitySubscriberInterface {
  static attach(dataSource: DataSource): void {
    if (!dataSource.subscribers.some((subscriber) => subscriber instanceof AfterCommitSubscriber)) dataSource.subscribers.push(new AfterCommitSubscriber());
  }

  // A savepoint's release or rollback broadcasts too: only the outermost transaction's end counts.
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (!queryRunner.isTransactionActive) takePending(queryRunner).forEach((action) => action());
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) takePending(queryRunner);
  }
}

function takePending(runner: QueryRunner): Action[] {
  const pending = (runner.data[PENDING_ACTIONS] ?? []) as Action[];
  delete runner.data[PENDING_ACTIONS];
  return pending;
}
