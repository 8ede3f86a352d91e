import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

/** A tournament's reminder settings, with when it falls due (the date minus the days, at the time, where it is played). */
export interface ReminderRow {
  enabled: boolean;
  daysBefore: number;
  sendAt: string;
  dueAt: Date;
  updatedBy: string;
  updatedByName: string | null;
}

export interface ReminderSettingsWrite {
  tournamentId: string;
  enabled: boolean;
  daysBefore: number;
  sendAt: string;
  updatedBy: string;
  updatedByName: string | null;
}

// A calendar date and a clock time in the venue's zone made an instant as the rest of the API does it: AT TIME ZONE.
const dueAt = (days: string, sendAt: string) => `((t.date - ${days}::integer) + ${sendAt}::time) AT TIME ZONE t.time_zone`;

const READ = new NamedStatement<{ tournamentId: 'uuid' }, ReminderRow>(
  'message-reminder-read',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `
  SELECT r.enabled, r.days_before AS "daysBefore", r.send_at AS "sendAt", ${dueAt('r.days_before', 'r.send_at')} AS "dueAt",
         r.updated_by AS "updatedBy", r.updated_by_name AS "updatedByName"
    FROM message_reminders r JOIN tournaments t ON t.id = r.tournament_id
   WHERE r.tournament_id = ${tournamentId}`,
);

const SAVE = new NamedStatement<
  { tournamentId: 'uuid'; enabled: 'boolean'; daysBefore: 'integer'; sendAt: 'text'; updatedBy: 'text'; updatedByName: 'text' },
  never
>(
  'message-reminder-save',
  { tournamentId: 'uuid', enabled: 'boolean', daysBefore: 'integer', sendAt: 'text', updatedBy: 'text', updatedByName: 'text' },
  (p) => `
  INSERT INTO message_reminders (tournament_id, enabled, days_before, send_at, updated_by, updated_by_name)
  VALUES (${p.tournamentId}, ${p.enabled}, ${p.daysBefore}, ${p.sendAt}, ${p.updatedBy}, ${p.updatedByName})
  ON CONFLICT (tournament_id) DO UPDATE SET enabled = EXCLUDED.enabled, days_before = EXCLUDED.days_before, send_at = EXCLUDED.send_at,
    updated_by = EXCLUDED.updated_by, updated_by_name = EXCLUDED.updated_by_name, updated_at = now()`,
);

// One due reminder no other process holds (SKIP LOCKED): on, due, not sent, and its event's day not over where it is played.
const TAKE_DUE = new NamedStatement<Record<string, never>, { tournamentId: string; updatedBy: string; updatedByName: string | null }>(
  'message-reminder-take-due',
  {},
  () => `
  SELECT r.tournament_id AS "tournamentId", r.updated_by AS "updatedBy", r.updated_by_name AS "updatedByName"
    FROM message_reminders r JOIN tournaments t ON t.id = r.tournament_id
   WHERE r.enabled
     AND ${dueAt('r.days_before', 'r.send_at')} <= now()
     AND (now() AT TIME ZONE t.time_zone)::date <= t.date
     AND NOT EXISTS (SELECT 1 FROM field_messages m WHERE m.tournament_id = r.tournament_id AND m.kind = 'reminder')
   ORDER BY r.tournament_id
   LIMIT 1
   FOR UPDATE OF r SKIP LOCKED`,
);

const EVENT_OVER = new NamedStatement<{ tournamentId: 'uuid' }, { over: boolean }>(
  'message-reminder-event-over',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT (now() AT TIME ZONE t.time_zone)::date > t.date AS over FROM tournaments t WHERE t.id = ${tournamentId}`,
);

const INSTANTS = new NamedStatement<{ tournamentId: 'uuid'; times: 'text[]' }, { time: string; instant: Date }>(
  'message-reminder-start-instants',
  { tournamentId: 'uuid', times: 'text[]' },
  ({ tournamentId, times }) => `
  SELECT clock AS time, (t.date + clock::time) AT TIME ZONE t.time_zone AS instant
    FROM tournaments t, unnest(${times}) AS clock WHERE t.id = ${tournamentId}`,
);

/** The message_reminders table, and when a reminder is due where its tournament is played. */
@Injectable()
export class ReminderRepository {
  read(manager: EntityManager, tournamentId: string): Promise<ReminderRow | undefined> {
    return READ.first(manager, { tournamentId });
  }

  async save(manager: EntityManager, settings: ReminderSettingsWrite): Promise<void> {
    await SAVE.run(manager, settings);
  }

  /** A due reminder, locked to this transaction until it is sent (another process skips it). */
  takeDue(manager: EntityManager): Promise<{ tournamentId: string; updatedBy: string; updatedByName: string | null } | undefined> {
    return TAKE_DUE.first(manager, {});
  }

  /** Whether the tournament's day has passed where it is played. */
  async eventOver(manager: EntityManager, tournamentId: string): Promise<boolean> {
    return (await EVENT_OVER.first(manager, { tournamentId }))?.over ?? false;
  }

  /** Each clock time ("08:00") on the tournament's day where it is played, as an instant. */
  async startInstants(manager: EntityManager, tournamentId: string, times: readonly string[]): Promise<Map<string, Date>> {
    if (times.length === 0) return new Map();
    return new Map((await INSTANTS.rows(manager, { tournamentId, times })).map((row) => [row.time, row.instant]));
  }
}
