import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

const INVITED = new NamedStatement<{ tournamentId: 'uuid' }, { email: string }>(
  'previous-field-invited',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT email FROM previous_field_invitations WHERE tournament_id = ${tournamentId}`,
);
/** The sent-marker: a second invitation of one address to one event inserts nothing. */
const MARK = new NamedStatement<{ tournamentId: 'uuid'; email: 'text'; by: 'text' }, { email: string }>(
  'previous-field-mark',
  { tournamentId: 'uuid', email: 'text', by: 'text' },
  ({ tournamentId, email, by }) => `INSERT INTO previous_field_invitations (tournament_id, email, invited_by) VALUES (${tournamentId}, lower(${email}), ${by})
       ON CONFLICT DO NOTHING RETURNING email`,
);

/** The previous_field_invitations table: who was invited to register for an event as last year's player or donor. */
@Injectable()
export class PreviousFieldInviteRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async invited(tournamentId: string): Promise<Set<string>> {
    return new Set((await INVITED.rows(this.dataSource.manager, { tournamentId })).map((row) => row.email));
  }

  /** True when the address was not invited to this event before (and now is). */
  async mark(tournamentId: string, email: string, by: string, manager: EntityManager): Promise<boolean> {
    return (await MARK.first(manager, { tournamentId, email, by })) !== undefined;
  }
}
