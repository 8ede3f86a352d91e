// The stack's own database, for what no API read tells a test (who administers a tournament, the mail outbox).
import pg from 'pg';

/** The rows of one query on the database the global setup gave the product. */
export async function productRows<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: the jest global setup starts the product');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
