import type { PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

// A prepared statement keeps one plan for inputs of any size, which suits the small groups of a steady
// flow of writes; a field's queued scores arriving at once (hundreds of rows) are planned for their size.
const PREPARED_UP_TO_ROWS = 64;

/**
 * Runs a statement as a named prepared statement when its input has at most PREPARED_UP_TO_ROWS rows:
 * PostgreSQL parses it once per connection and can keep its plan, which TypeORM's query() cannot do.
 * For the few statements every score write runs. Inside the caller's transaction when its manager has one.
 */
export async function preparedQuery<Row>(manager: EntityManager, name: string, text: string, values: unknown[], rows: number): Promise<Row[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    const result = await client.query(rows <= PREPARED_UP_TO_ROWS ? { name, text, values } : { text, values });
    return result.rows as Row[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
