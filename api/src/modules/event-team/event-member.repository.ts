import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventMemberStatus, InvitableRole } from '@fairway/contracts/event-team';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

export interface EventMemberRow {
  id: string;
  tournament_id: string;
  role: InvitableRole;
  status: EventMemberStatus;
  email: string | null;
  user_id: string | null;
  display_name: string | null;
  contest_ids: string[];
  code_hash: string | null;
  invited_by: string | null;
  invited_at: Date;
  accepted_at: Date | null;
  changed_by: string | null;
  changed_at: Date | null;
  revoked_by: string | null;
  revoked_at: Date | null;
  last_active_at: Date | null;
}

/** What a new invitation holds; the database fills its id, status and time. */
export type NewEventMember = Pick<EventMemberRow, 'tournament_id' | 'role' | 'email' | 'contest_ids' | 'code_hash' | 'invited_by'>;

export interface AcceptingPerson {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** A person's standing on one tournament, as the access layer reads it on every request. */
export interface Membership {
  id: string;
  role: InvitableRole;
  contestIds: string[];
  status: 'active' | 'revoked';
}

const INSERT = new NamedStatement<
  { tournamentId: 'uuid'; role: 'text'; email: 'text'; contestIds: 'uuid[]'; codeHash: 'text'; invitedBy: 'text' },
  EventMemberRow
>(
  'event-member-insert',
  { tournamentId: 'uuid', role: 'text', email: 'text', contestIds: 'uuid[]', codeHash: 'text', invitedBy: 'text' },
  (refs) => `INSERT INTO event_members (tournament_id, role, email, contest_ids, code_hash, invited_by)
       VALUES (${refs.tournamentId}, ${refs.role}, ${refs.email}, ${refs.contestIds}, ${refs.codeHash}, ${refs.invitedBy}) RETURNING *`,
);

const BY_ID = new NamedStatement<{ tournamentId: 'uuid'; id: 'uuid' }, EventMemberRow>(
  'event-member',
  { tournamentId: 'uuid', id: 'uuid' },
  ({ tournamentId, id }) => `SELECT * FROM event_members WHERE tournament_id = ${tournamentId} AND id = ${id}`,
);

const BY_CODE = new NamedStatement<{ codeHash: 'text' }, EventMemberRow>(
  'event-member-by-code',
  { codeHash: 'text' },
  ({ codeHash }) => `SELECT * FROM event_members WHERE code_hash = ${codeHash}`,
);

const LIST = new NamedStatement<{ tournamentId: 'uuid' }, EventMemberRow>(
  'event-members',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT * FROM event_members WHERE tournament_id = ${tournamentId}
       ORDER BY (status = 'revoked'), invited_at, id`,
);

const COUNT_HELD = new NamedStatement<{ tournamentId: 'uuid' }, { held: number }>(
  'event-members-held',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT count(*)::int AS held FROM event_members WHERE tournament_id = ${tournamentId} AND status <> 'revoked'`,
);

/** The person's active row, else their latest revoked one (so a removed volunteer is told why they are refused). */
const MEMBERSHIP = new NamedStatement<{ tournamentId: 'uuid'; uid: 'text' }, Membership>(
  'event-member-membership',
  { tournamentId: 'uuid', uid: 'text' },
  ({ tournamentId, uid }) => `SELECT id, role, contest_ids AS "contestIds", status FROM event_members
       WHERE tournament_id = ${tournamentId} AND user_id = ${uid} AND status IN ('active', 'revoked')
       ORDER BY (status = 'active') DESC, revoked_at DESC NULLS LAST LIMIT 1`,
);

const MEMBERSHIPS_OF = new NamedStatement<{ uid: 'text' }, { tournamentId: string; id: string; role: InvitableRole; contestIds: string[] }>(
  'event-member-memberships-of',
  { uid: 'text' },
  ({ uid }) => `SELECT tournament_id AS "tournamentId", id, role, contest_ids AS "contestIds" FROM event_members
       WHERE user_id = ${uid} AND status = 'active'`,
);

const TOUCH = new NamedStatement<{ id: 'uuid' }, never>(
  'event-member-touch',
  { id: 'uuid' },
  ({ id }) => `UPDATE event_members SET last_active_at = now()
       WHERE id = ${id} AND status = 'active' AND (last_active_at IS NULL OR last_active_at < now() - interval '1 minute')`,
);

/** Only an invitation still waiting is taken: of two accepts of one code, the second finds nothing to update. */
const ACCEPT = new NamedStatement<{ id: 'uuid'; uid: 'text'; email: 'text'; displayName: 'text' }, EventMemberRow>(
  'event-member-accept',
  { id: 'uuid', uid: 'text', email: 'text', displayName: 'text' },
  ({ id, uid, email, displayName }) => `UPDATE event_members SET status = 'active', user_id = ${uid}, email = COALESCE(${email}, email),
         display_name = ${displayName}, code_hash = NULL, accepted_at = now()
       WHERE id = ${id} AND status = 'invited' RETURNING *`,
);

const CHANGE = new NamedStatement<{ id: 'uuid'; role: 'text'; contestIds: 'uuid[]'; changedBy: 'text' }, EventMemberRow>(
  'event-member-change',
  { id: 'uuid', role: 'text', contestIds: 'uuid[]', changedBy: 'text' },
  ({ id, role, contestIds, changedBy }) => `UPDATE event_members SET role = ${role}, contest_ids = ${contestIds}, changed_by = ${changedBy}, changed_at = now()
       WHERE id = ${id} AND status <> 'revoked' RETURNING *`,
);

const REVOKE = new NamedStatement<{ id: 'uuid'; revokedBy: 'text' }, EventMemberRow>(
  'event-member-revoke',
  { id: 'uuid', revokedBy: 'text' },
  ({ id, revokedBy }) => `UPDATE event_members SET status = 'revoked', revoked_by = ${revokedBy}, revoked_at = now()
       WHERE id = ${id} AND status <> 'revoked' RETURNING *`,
);

/** The person who gave up ownership joins (or stays) as a co-organiser, active at once. */
const INSERT_ACTIVE = new NamedStatement<
  { tournamentId: 'uuid'; role: 'text'; uid: 'text'; email: 'text'; displayName: 'text'; invitedBy: 'text' },
  EventMemberRow
>(
  'event-member-insert-active',
  { tournamentId: 'uuid', role: 'text', uid: 'text', email: 'text', displayName: 'text', invitedBy: 'text' },
  (refs) => `INSERT INTO event_members (tournament_id, role, status, user_id, email, display_name, invited_by, accepted_at)
       VALUES (${refs.tournamentId}, ${refs.role}, 'active', ${refs.uid}, ${refs.email}, ${refs.displayName}, ${refs.invitedBy}, now()) RETURNING *`,
);

/**
 * A member copied to a cloned event, active at once for the same account; never the new event's owner (who
 * holds every right already), so a co-organiser who cloned it is not also a member of it.
 */
const INSERT_COPY = new NamedStatement<
  { tournamentId: 'uuid'; role: 'text'; uid: 'text'; email: 'text'; displayName: 'text'; contestIds: 'uuid[]'; invitedBy: 'text' },
  EventMemberRow
>(
  'event-member-insert-copy',
  { tournamentId: 'uuid', role: 'text', uid: 'text', email: 'text', displayName: 'text', contestIds: 'uuid[]', invitedBy: 'text' },
  (refs) => `INSERT INTO event_members (tournament_id, role, status, user_id, email, display_name, contest_ids, invited_by, accepted_at)
       SELECT ${refs.tournamentId}, ${refs.role}, 'active', ${refs.uid}, ${refs.email}, ${refs.displayName}, ${refs.contestIds}, ${refs.invitedBy}, now()
       WHERE NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = ${refs.tournamentId} AND t.admin_user_id = ${refs.uid})
       RETURNING *`,
);

/** Invitations to one tournament are made one at a time, so two at once never pass its limit together. */
const LOCK_TEAM = new NamedStatement<{ tournamentId: 'text' }, never>(
  'event-members-lock-team',
  { tournamentId: 'text' },
  ({ tournamentId }) => `SELECT pg_advisory_xact_lock(hashtext('event-team:' || ${tournamentId}))`,
);

const LIVE_BY_EMAIL = new NamedStatement<{ tournamentId: 'uuid'; email: 'text' }, EventMemberRow>(
  'event-member-live-by-email',
  { tournamentId: 'uuid', email: 'text' },
  ({ tournamentId, email }) =>
    `SELECT * FROM event_members WHERE tournament_id = ${tournamentId} AND lower(email) = lower(${email}) AND status <> 'revoked' LIMIT 1`,
);

const LIVE_BY_USER = new NamedStatement<{ tournamentId: 'uuid'; uid: 'text' }, EventMemberRow>(
  'event-member-live-by-user',
  { tournamentId: 'uuid', uid: 'text' },
  ({ tournamentId, uid }) => `SELECT * FROM event_members WHERE tournament_id = ${tournamentId} AND user_id = ${uid} AND status <> 'revoked'`,
);

/** PostgreSQL's answer when a second live row would give one person two roles on one event. */
const isOnePerPerson = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { constraint?: string } | undefined)?.constraint === 'event_members_one_per_person';

/** The event_members table: invitations, active members and the revoked ones kept for the trail. */
@Injectable()
export class EventMemberRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(member: NewEventMember, manager: EntityManager): Promise<EventMemberRow> {
    const [row] = await INSERT.rows(manager, {
      tournamentId: member.tournament_id,
      role: member.role,
      email: member.email,
      contestIds: member.contest_ids,
      codeHash: member.code_hash,
      invitedBy: member.invited_by,
    });
    return row!;
  }

  async insertActive(
    member: { tournamentId: string; role: InvitableRole; uid: string; email: string | null; displayName: string | null; invitedBy: string },
    manager: EntityManager,
  ): Promise<EventMemberRow> {
    const [row] = await INSERT_ACTIVE.rows(manager, member);
    return row!;
  }

  /** The member as a copy on a cloned event; null when they own that event. */
  async insertCopy(
    tournamentId: string,
    member: Pick<EventMemberRow, 'role' | 'user_id' | 'email' | 'display_name' | 'contest_ids' | 'invited_by'>,
    manager: EntityManager,
  ): Promise<EventMemberRow | null> {
    const [row] = await INSERT_COPY.rows(manager, {
      tournamentId,
      role: member.role,
      uid: member.user_id,
      email: member.email,
      displayName: member.display_name,
      contestIds: member.contest_ids,
      invitedBy: member.invited_by,
    });
    return row ?? null;
  }

  async find(tournamentId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<EventMemberRow | null> {
    return (await BY_ID.first(manager, { tournamentId, id })) ?? null;
  }

  /** The row the member's id names, locked until the caller's transaction ends. */
  async lock(tournamentId: string, id: string, manager: EntityManager): Promise<EventMemberRow | null> {
    return (await BY_ID.locking('FOR UPDATE').first(manager, { tournamentId, id })) ?? null;
  }

  async byCode(codeHash: string, manager: EntityManager = this.dataSource.manager): Promise<EventMemberRow | null> {
    return (await BY_CODE.first(manager, { codeHash })) ?? null;
  }

  /** The invitation the code's hash names, locked: of two accepts at once the second waits, then finds it used. */
  async lockByCode(codeHash: string, manager: EntityManager): Promise<EventMemberRow | null> {
    return (await BY_CODE.locking('FOR UPDATE').first(manager, { codeHash })) ?? null;
  }

  /** Holds the tournament's team for the caller's transaction (invitations are counted against the limit). */
  async lockTeam(tournamentId: string, manager: EntityManager): Promise<void> {
    await LOCK_TEAM.run(manager, { tournamentId });
  }

  /** An invitation or active member with this e-mail address, whatever its case. */
  async liveByEmail(tournamentId: string, email: string, manager: EntityManager): Promise<EventMemberRow | null> {
    return (await LIVE_BY_EMAIL.first(manager, { tournamentId, email })) ?? null;
  }

  /** The person's active row on the tournament, locked. */
  async lockLiveByUser(tournamentId: string, uid: string, manager: EntityManager): Promise<EventMemberRow | null> {
    return (await LIVE_BY_USER.locking('FOR UPDATE').first(manager, { tournamentId, uid })) ?? null;
  }

  list(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<EventMemberRow[]> {
    return LIST.rows(manager, { tournamentId });
  }

  /** Invitations and active members (the revoked are not counted against the limit). */
  async held(tournamentId: string, manager: EntityManager): Promise<number> {
    return (await COUNT_HELD.first(manager, { tournamentId }))?.held ?? 0;
  }

  async membership(tournamentId: string, uid: string, manager: EntityManager = this.dataSource.manager): Promise<Membership | null> {
    return (await MEMBERSHIP.first(manager, { tournamentId, uid })) ?? null;
  }

  membershipsOf(uid: string): Promise<Array<{ tournamentId: string; id: string; role: InvitableRole; contestIds: string[] }>> {
    return MEMBERSHIPS_OF.rows(this.dataSource.manager, { uid });
  }

  async touch(id: string): Promise<void> {
    await TOUCH.run(this.dataSource.manager, { id });
  }

  /** The invitation, now active for this person; null when it was no longer waiting (used, revoked). */
  async accept(id: string, person: AcceptingPerson, manager: EntityManager): Promise<EventMemberRow | null> {
    return (await ACCEPT.first(manager, { id, uid: person.uid, email: person.email, displayName: person.displayName })) ?? null;
  }

  /** The same, saying why not: 'used' when it was no longer waiting, 'already-member' when they hold a role already. */
  async acceptOrWhyNot(id: string, person: AcceptingPerson, manager: EntityManager): Promise<EventMemberRow | 'used' | 'already-member'> {
    try {
      return (await this.accept(id, person, manager)) ?? 'used';
    } catch (error) {
      if (isOnePerPerson(error)) return 'already-member';
      throw error;
    }
  }

  async change(
    id: string,
    change: { role: InvitableRole; contestIds: readonly string[]; changedBy: string },
    manager: EntityManager,
  ): Promise<EventMemberRow | null> {
    return (await CHANGE.first(manager, { id, role: change.role, contestIds: change.contestIds, changedBy: change.changedBy })) ?? null;
  }

  async revoke(id: string, revokedBy: string, manager: EntityManager): Promise<EventMemberRow | null> {
    return (await REVOKE.first(manager, { id, revokedBy })) ?? null;
  }
}
