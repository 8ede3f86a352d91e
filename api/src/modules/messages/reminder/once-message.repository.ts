import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

/** The messages a tournament sends once: the reminder before the day and the results after Close Scoring. */
export type OnceMessageKind = 'reminder' | 'results';

export interface OnceMessageRow {
  id: string;
  sentAt: Date;
}

export interface NewOnceMessage {
  tournamentId: string;
  kind: OnceMessageKind;
  subject: string;
  body: string;
  sentBy: string | null;
  sentByName: string | null;
}

// The unique index field_messages_once makes the second of two racing sends (two replicas, two organisers) a no-op.
const INSERT_ONCE = new NamedStatement<
  { tournamentId: 'uuid'; kind: 'text'; subject: 'text'; body: 'text'; sentBy: 'text'; sentByName: 'text' },
  OnceMessageRow
>(
  'field-messages-insert-once',
  { tournamentId: 'uuid', kind: 'text', subject: 'text', body: 'text', sentBy: 'text', sentByName: 'text' },
  ({ tournamentId, kind, subject, body, sentBy, sentByName }) => `
  INSERT INTO field_messages (tournament_id, kind, audience, audience_team_ids, subject, body, show_on_scorecards, sent_by, sent_by_name)
  VALUES (${tournamentId}, ${kind}, '{"kind":"all"}'::jsonb, NULL, ${subject}, ${body}, false, ${sentBy}, ${sentByName})
  ON CONFLICT (tournament_id, kind) WHERE kind IN ('reminder', 'results') DO NOTHING
  RETURNING id, sent_at AS "sentAt"`,
);

const SENT = new NamedStatement<{ tournamentId: 'uuid'; kind: 'text' }, OnceMessageRow>(
  'field-messages-once-sent',
  { tournamentId: 'uuid', kind: 'text' },
  ({ tournamentId, kind }) => `SELECT id, sent_at AS "sentAt" FROM field_messages WHERE tournament_id = ${tournamentId} AND kind = ${kind}`,
);

/** The reminder's and the results' rows of field_messages (the history's other rows are the field messages' own). */
@Injectable()
export class OnceMessageRepository {
  /** The new row, or undefined when the tournament already sent this kind. */
  insert(manager: EntityManager, message: NewOnceMessage): Promise<OnceMessageRow | undefined> {
    return INSERT_ONCE.first(manager, message);
  }

  sent(manager: EntityManager, tournamentId: string, kind: OnceMessageKind): Promise<OnceMessageRow | undefined> {
    return SENT.first(manager, { tournamentId, kind });
  }
}
