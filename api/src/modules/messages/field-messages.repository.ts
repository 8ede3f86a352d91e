import { Injectable } from '@nestjs/common';
import type { MessageAudience } from '@fairway/contracts/field-message';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

export type FieldMessageKind = 'message' | 'reminder' | 'results';

/** One row of field_messages as the services read it. */
export interface FieldMessageRow {
  id: string;
  tournamentId: string;
  kind: FieldMessageKind;
  audience: MessageAudience;
  audienceTeamIds: string[] | null;
  subject: string;
  body: string;
  showOnScorecards: boolean;
  sentBy: string | null;
  sentByName: string | null;
  sentAt: Date;
}

export interface NewFieldMessage {
  tournamentId: string;
  kind: FieldMessageKind;
  audience: MessageAudience;
  /** null: every team of the field. */
  audienceTeamIds: readonly string[] | null;
  subject: string;
  body: string;
  showOnScorecards: boolean;
  sentBy: string | null;
  sentByName: string | null;
}

const columns = `id, tournament_id AS "tournamentId", kind, audience, audience_team_ids AS "audienceTeamIds", subject, body,
  show_on_scorecards AS "showOnScorecards", sent_by AS "sentBy", sent_by_name AS "sentByName", sent_at AS "sentAt"`;

const SERIALISE = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'field-messages-serialise',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT pg_advisory_xact_lock(hashtextextended('field-messages:' || ${tournamentId}::text, 0))`,
);

// The uuid[] parameter cannot be null: an empty list with allTeams stands for "every team".
const INSERT = new NamedStatement<
  {
    tournamentId: 'uuid';
    kind: 'text';
    audience: 'jsonb';
    allTeams: 'boolean';
    teamIds: 'uuid[]';
    subject: 'text';
    body: 'text';
    showOnScorecards: 'boolean';
    sentBy: 'text';
    sentByName: 'text';
  },
  FieldMessageRow
>(
  'field-messages-insert',
  {
    tournamentId: 'uuid',
    kind: 'text',
    audience: 'jsonb',
    allTeams: 'boolean',
    teamIds: 'uuid[]',
    subject: 'text',
    body: 'text',
    showOnScorecards: 'boolean',
    sentBy: 'text',
    sentByName: 'text',
  },
  ({ tournamentId, kind, audience, allTeams, teamIds, subject, body, showOnScorecards, sentBy, sentByName }) => `
  INSERT INTO field_messages (tournament_id, kind, audience, audience_team_ids, subject, body, show_on_scorecards, sent_by, sent_by_name)
  VALUES (${tournamentId}, ${kind}, ${audience}, CASE WHEN ${allTeams} THEN NULL ELSE ${teamIds} END, ${subject}, ${body}, ${showOnScorecards}, ${sentBy}, ${sentByName})
  RETURNING ${columns}`,
);

const COUNT_SINCE = new NamedStatement<{ tournamentId: 'uuid'; kind: 'text'; seconds: 'integer' }, { count: number }>(
  'field-messages-count-since',
  { tournamentId: 'uuid', kind: 'text', seconds: 'integer' },
  ({ tournamentId, kind, seconds }) => `
  SELECT COUNT(*)::integer AS count FROM field_messages
   WHERE tournament_id = ${tournamentId} AND kind = ${kind} AND sent_at > now() - make_interval(secs => ${seconds})`,
);

const LIST = new NamedStatement<{ tournamentId: 'uuid' }, FieldMessageRow>(
  'field-messages-list',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT ${columns} FROM field_messages WHERE tournament_id = ${tournamentId} ORDER BY sent_at DESC, id`,
);

const ONE = new NamedStatement<{ tournamentId: 'uuid'; id: 'uuid' }, FieldMessageRow>(
  'field-messages-one',
  { tournamentId: 'uuid', id: 'uuid' },
  ({ tournamentId, id }) => `SELECT ${columns} FROM field_messages WHERE tournament_id = ${tournamentId} AND id = ${id}`,
);

const BANNERS = new NamedStatement<{ tournamentId: 'uuid'; teamIds: 'uuid[]'; limit: 'integer' }, FieldMessageRow>(
  'field-messages-banners',
  { tournamentId: 'uuid', teamIds: 'uuid[]', limit: 'integer' },
  ({ tournamentId, teamIds, limit }) => `
  SELECT ${columns} FROM field_messages
   WHERE tournament_id = ${tournamentId} AND show_on_scorecards
     AND (audience_team_ids IS NULL OR audience_team_ids && ${teamIds})
   ORDER BY sent_at DESC, id LIMIT ${limit}`,
);

/** The field_messages table: every message of a tournament (to the field, the reminder, the results) and who sent it. */
@Injectable()
export class FieldMessagesRepository {
  /** Messages of one tournament are sent one after another until the transaction ends, so a limit is never passed by a race. */
  async serialise(manager: EntityManager, tournamentId: string): Promise<void> {
    await SERIALISE.run(manager, { tournamentId });
  }

  async insert(manager: EntityManager, message: NewFieldMessage): Promise<FieldMessageRow> {
    const row = await INSERT.first(manager, {
      ...message,
      allTeams: message.audienceTeamIds === null,
      teamIds: message.audienceTeamIds ?? [],
    });
    if (!row) throw new Error('INSERT ... RETURNING answered no row');
    return row;
  }

  /** How many messages of this kind the tournament sent in the last `seconds`. */
  async countSince(manager: EntityManager, tournamentId: string, kind: FieldMessageKind, seconds: number): Promise<number> {
    return (await COUNT_SINCE.first(manager, { tournamentId, kind, seconds }))?.count ?? 0;
  }

  /** Every message of the tournament, newest first. */
  list(manager: EntityManager, tournamentId: string): Promise<FieldMessageRow[]> {
    return LIST.rows(manager, { tournamentId });
  }

  /** The message, only when it belongs to this tournament. */
  find(manager: EntityManager, tournamentId: string, id: string): Promise<FieldMessageRow | undefined> {
    return ONE.first(manager, { tournamentId, id });
  }

  /** The newest messages shown on scorecards whose audience includes one of these teams. */
  bannersFor(manager: EntityManager, tournamentId: string, teamIds: readonly string[], limit: number): Promise<FieldMessageRow[]> {
    return BANNERS.rows(manager, { tournamentId, teamIds, limit });
  }
}
