import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

const CURRENT = 'current';

const STORE_UNLESS_PRESENT = new NamedStatement<{ name: 'text'; privateKeyPem: 'text' }, never>(
  'signing-key-store-unless-present',
  { name: 'text', privateKeyPem: 'text' },
  ({ name, privateKeyPem }) => `INSERT INTO identity_signing_keys (name, private_key_pem) VALUES (${name}, ${privateKeyPem}) ON CONFLICT (name) DO NOTHING`,
);
const STORED = new NamedStatement<{ name: 'text' }, { privateKeyPem: string }>(
  'signing-key-stored',
  { name: 'text' },
  ({ name }) => `SELECT private_key_pem AS "privateKeyPem" FROM identity_signing_keys WHERE name = ${name}`,
);

/** The identity_signing_keys table: one key, written by whichever replica starts first. */
@Injectable()
export class SigningKeyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores `candidatePem` unless a key exists already, then answers the stored one (the same on every replica). */
  async currentOrCreate(candidatePem: string): Promise<string> {
    await STORE_UNLESS_PRESENT.run(this.dataSource.manager, { name: CURRENT, privateKeyPem: candidatePem });
    const row = await STORED.first(this.dataSource.manager, { name: CURRENT });
    if (!row) throw new Error('identity_signing_keys has no current key right after storing one');
    return row.privateKeyPem;
  }
}
