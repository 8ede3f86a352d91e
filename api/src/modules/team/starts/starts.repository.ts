import { Injectable } from '@nestjs/common';
import type { StartsPlanInput } from '@fairway/contracts/starts';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../../database/named-statement';

/** A team's start as stored on its row, in the field's registration order. */
export interface TeamStartRow {
  id: string;
  name: string;
  startingHole: number | null;
  startSlot: string | null;
  startWave: number;
  teeTime: string | null;
}

/** The organiser's saved plan and its lock. */
export interface SavedStartPlan {
  plan: StartsPlanInput;
  lockedAt: Date | null;
  lockedByName: string | null;
}

/** Who made a change: the account and the name screens show. */
export interface StartAuthor {
  uid: string;
  name: string;
}

/** One team's new start; a null slot or time is written as NULL. */
export interface StartWrite {
  teamId: string;
  hole: number;
  slot: string | null;
  wave: number;
  teeTime: string | null;
}

const SERIALISE = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'start-plans-serialise',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT pg_advisory_xact_lock(hashtextextended('start-plans:' || ${tournamentId}::text, 0))`,
);
const PLAN = new NamedStatement<{ tournamentId: 'uuid' }, SavedStartPlan>(
  'start-plans-read',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT plan, locked_at AS "lockedAt", locked_by_name AS "lockedByName" FROM start_plans WHERE tournament_id = ${tournamentId}`,
);
// FOR SHARE: a lock taken meanwhile waits for the team's edit to commit, and the edit waits for a lock being taken.
const LOCKED_FOR_TEAM_EDIT = new NamedStatement<{ tournamentId: 'uuid' }, { locked: boolean }>(
  'start-plans-locked-for-team-edit',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT locked_at IS NOT NULL AS locked FROM start_plans WHERE tournament_id = ${tournamentId} FOR SHARE`,
);
const TEAM_STARTS = new NamedStatement<{ tournamentId: 'uuid' }, TeamStartRow>(
  'team-starts',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT id, name, starting_hole AS "startingHole", start_slot AS "startSlot", start_wave AS "startWave", tee_time AS "teeTime"
  FROM teams WHERE tournament_id = ${tournamentId} ORDER BY created_at, id`,
);
const LOCK_TEAMS = new NamedStatement<{ tournamentId: 'uuid'; teamIds: 'uuid[]' }, { id: string }>(
  'team-starts-lock',
  { tournamentId: 'uuid', teamIds: 'uuid[]' },
  ({ tournamentId, teamIds }) => `SELECT id FROM teams WHERE tournament_id = ${tournamentId} AND id = ANY(${teamIds}) ORDER BY id FOR NO KEY UPDATE`,
);
// A team that has not scored yet is on its starting hole; its revision moves so a score write that read the old start reads again.
const WRITE_STARTS = new NamedStatement<
  { tournamentId: 'uuid'; teamIds: 'uuid[]'; holes: 'smallint[]'; slots: 'text[]'; waves: 'smallint[]'; teeTimes: 'text[]' },
  never
>(
  'team-starts-write',
  { tournamentId: 'uuid', teamIds: 'uuid[]', holes: 'smallint[]', slots: 'text[]', waves: 'smallint[]', teeTimes: 'text[]' },
  ({ tournamentId, teamIds, holes, slots, waves, teeTimes }) => `
  UPDATE teams SET starting_hole = start.hole, start_slot = NULLIF(start.slot, ''), start_wave = start.wave, tee_time = NULLIF(start.tee_time, ''),
    current_hole = CASE WHEN EXISTS (SELECT 1 FROM scores WHERE scores.team_id = teams.id) THEN teams.current_hole ELSE start.hole END,
    revision = teams.revision + 1, updated_at = now()
  FROM unnest(${teamIds}, ${holes}, ${slots}, ${waves}, ${teeTimes}) AS start (id, hole, slot, wave, tee_time)
  WHERE teams.id = start.id AND teams.tournament_id = ${tournamentId}`,
);
const SAVE_PLAN = new NamedStatement<{ tournamentId: 'uuid'; plan: 'jsonb'; uid: 'text'; name: 'text' }, never>(
  'start-plans-save',
  { tournamentId: 'uuid', plan: 'jsonb', uid: 'text', name: 'text' },
  ({ tournamentId, plan, uid, name }) => `
  INSERT INTO start_plans (tournament_id, plan, updated_by, updated_by_name) VALUES (${tournamentId}, ${plan}, ${uid}, ${name})
  ON CONFLICT (tournament_id) DO UPDATE SET plan = EXCLUDED.plan, updated_by = EXCLUDED.updated_by, updated_by_name = EXCLUDED.updated_by_name, updated_at = now()`,
);
const TOUCH_PLAN = new NamedStatement<{ tournamentId: 'uuid'; uid: 'text'; name: 'text' }, never>(
  'start-plans-touch',
  { tournamentId: 'uuid', uid: 'text', name: 'text' },
  ({ tournamentId, uid, name }) =>
    `UPDATE start_plans SET updated_by = ${uid}, updated_by_name = ${name}, updated_at = now() WHERE tournament_id = ${tournamentId}`,
);
const SET_LOCK = new NamedStatement<{ tournamentId: 'uuid'; uid: 'text'; name: 'text'; locked: 'boolean' }, never>(
  'start-plans-lock',
  { tournamentId: 'uuid', uid: 'text', name: 'text', locked: 'boolean' },
  ({ tournamentId, uid, name, locked }) => `
  UPDATE start_plans SET locked_at = CASE WHEN ${locked} THEN now() END, locked_by = CASE WHEN ${locked} THEN ${uid} END,
    locked_by_name = CASE WHEN ${locked} THEN ${name} END, updated_by = ${uid}, updated_by_name = ${name}, updated_at = now()
  WHERE tournament_id = ${tournamentId}`,
);

/** The start_plans table and the start columns of teams. Every method runs in the caller's transaction. */
@Injectable()
export class StartsRepository {
  /** Changes to one tournament's starts run one after another until the transaction ends. */
  async serialise(manager: EntityManager, tournamentId: string): Promise<void> {
    await SERIALISE.run(manager, { tournamentId });
  }

  plan(manager: EntityManager, tournamentId: string): Promise<SavedStartPlan | undefined> {
    return PLAN.first(manager, { tournamentId });
  }

  /** Whether the starts are locked, read for a team's own edit of its hole (in its transaction, after the team's row is locked). */
  async lockedForTeamEdit(manager: EntityManager, tournamentId: string): Promise<boolean> {
    return (await LOCKED_FOR_TEAM_EDIT.first(manager, { tournamentId }))?.locked ?? false;
  }

  /** Every team of the tournament in registration order (then by id, for teams created in the same instant). */
  teams(manager: EntityManager, tournamentId: string): Promise<TeamStartRow[]> {
    return TEAM_STARTS.rows(manager, { tournamentId });
  }

  /** The teams' rows are locked in id order first, as score writes lock them, so the two never wait on each other in a circle. */
  async writeStarts(manager: EntityManager, tournamentId: string, starts: readonly StartWrite[]): Promise<void> {
    if (starts.length === 0) return;
    const teamIds = starts.map((start) => start.teamId);
    await LOCK_TEAMS.run(manager, { tournamentId, teamIds });
    await WRITE_STARTS.run(manager, {
      tournamentId,
      teamIds,
      holes: starts.map((start) => start.hole),
      slots: starts.map((start) => start.slot ?? ''),
      waves: starts.map((start) => start.wave),
      teeTimes: starts.map((start) => start.teeTime ?? ''),
    });
  }

  async savePlan(manager: EntityManager, tournamentId: string, plan: StartsPlanInput, author: StartAuthor): Promise<void> {
    await SAVE_PLAN.run(manager, { tournamentId, plan, uid: author.uid, name: author.name });
  }

  /** The plan was changed by hand (a team moved): who did it and when. */
  async touchPlan(manager: EntityManager, tournamentId: string, author: StartAuthor): Promise<void> {
    await TOUCH_PLAN.run(manager, { tournamentId, uid: author.uid, name: author.name });
  }

  async setLocked(manager: EntityManager, tournamentId: string, locked: boolean, author: StartAuthor): Promise<void> {
    await SET_LOCK.run(manager, { tournamentId, uid: author.uid, name: author.name, locked });
  }
}
