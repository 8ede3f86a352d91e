import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const CURRENT = 'current';

/** The identity_signing_keys table: one key, written by whichever replica starts first. */
@Injectable()
export class SigningKeyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores `candidatePem` unless a key exists already, then answers the stored one (the same on every replica). */
  async currentOrCreate(candidatePem: string): Promise<string> {
    await this.dataSource.query('INSERT INTO identity_signing_keys (name, private_key_pem) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      CURRENT,
      candidatePem,
    ]);
    const [row]: Array<{ private_key_pem: string }> = await this.dataSource.query('SELECT private_key_pem FROM identity_signing_keys WHERE name = $1', [
      CURRENT,
    ]);
    if (!row) throw new Error('identity_signing_keys has no current key right after storing one');
    return row.private_key_pem;
  }
}
