import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

const PING = new NamedStatement<Record<never, never>, { answer: number }>('health-ping', {}, () => 'SELECT 1 AS answer');

/** The health probe's one statement: it reads no table, it only asks the database to answer. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await PING.query(this.dataSource.manager, {});
  }
}
