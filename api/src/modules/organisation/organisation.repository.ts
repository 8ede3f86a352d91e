import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrganisationRole } from '@fairway/contracts/event-team';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

export interface OrganisationRow {
  id: string;
  name: string;
  created_by: string;
  created_at: Date;
}

export interface MemberRow {
  id: string;
  organisation_id: string;
  user_id: string | null;
  email: string | null;
  role: OrganisationRole;
  invited_by: string | null;
  added_at: Date;
}

export interface Caller {
  uid: string;
  /** The caller's e-mail when the identity service verified it (an unproven e-mail names nobody), else null. */
  email: string | null;
}

// A member is the account named by user_id, or whoever signs in with the member's e-mail, verified.
const IS_CALLER = (m: string, uid: string, email: string) => `(${m}.user_id = ${uid} OR (${email} IS NOT NULL AND lower(${m}.email) = lower(${email})))`;
const CALLER = { uid: 'text', email: 'text' } as const;
/** The strongest role wins when the account and the e-mail name two rows. */
const STRONGEST = `min(CASE m.role WHEN 'admin' THEN 0 ELSE 1 END)`;
const ROLE_OF_RANK = (rank: string) => `CASE ${rank} WHEN 0 THEN 'admin' ELSE 'event-manager' END`;

const INSERT_ORGANISATION = new NamedStatement<{ name: 'text'; by: 'text' }, OrganisationRow>(
  'organisation-insert',
  { name: 'text', by: 'text' },
  ({ name, by }) => `INSERT INTO organisations (name, created_by) VALUES (${name}, ${by}) RETURNING *`,
);
const FIND_ORGANISATION = new NamedStatement<{ id: 'uuid' }, OrganisationRow>(
  'organisation-find',
  { id: 'uuid' },
  ({ id }) => `SELECT * FROM organisations WHERE id = ${id}`,
);
const MEMBER_PARAMS = { organisationId: 'uuid', userId: 'text', email: 'text', role: 'text', by: 'text' } as const;
const INSERT_MEMBER = new NamedStatement<typeof MEMBER_PARAMS, MemberRow>(
  'organisation-member-insert',
  MEMBER_PARAMS,
  (p) => `INSERT INTO organisation_members (organisation_id, user_id, email, role, invited_by)
       VALUES (${p.organisationId}, ${p.userId}, lower(${p.email}), ${p.role}, ${p.by})
       ON CONFLICT (organisation_id, lower(email)) WHERE removed_at IS NULL DO NOTHING RETURNING *`,
);
const MEMBERS = new NamedStatement<{ organisationId: 'uuid' }, MemberRow>(
  'organisation-members',
  { organisationId: 'uuid' },
  ({ organisationId }) => `SELECT * FROM organisation_members WHERE organisation_id = ${organisationId} AND removed_at IS NULL
       ORDER BY CASE role WHEN 'admin' THEN 0 ELSE 1 END, lower(email), added_at`,
);
const LOCK_MEMBERS = MEMBERS.locking('FOR UPDATE');
const CHANGE_ROLE = new NamedStatement<{ id: 'uuid'; role: 'text' }, MemberRow>(
  'organisation-member-role',
  { id: 'uuid', role: 'text' },
  ({ id, role }) => `UPDATE organisation_members SET role = ${role} WHERE id = ${id} AND removed_at IS NULL RETURNING *`,
);
const REMOVE = new NamedStatement<{ id: 'uuid' }, never>(
  'organisation-member-remove',
  { id: 'uuid' },
  ({ id }) => `UPDATE organisation_members SET removed_at = now() WHERE id = ${id} AND removed_at IS NULL`,
);
const ROLE_IN = new NamedStatement<{ organisationId: 'uuid' } & typeof CALLER, { role: OrganisationRole }>(
  'organisation-role-in',
  { organisationId: 'uuid', ...CALLER },
  (p) => `SELECT ${ROLE_OF_RANK(STRONGEST)} AS role FROM organisation_members m
       WHERE m.organisation_id = ${p.organisationId} AND m.removed_at IS NULL AND ${IS_CALLER('m', p.uid, p.email)} HAVING count(*) > 0`,
);
// The tournament's organisation is read with the role in one query, on every request the access layer checks.
const ROLE_ON_TOURNAMENT = new NamedStatement<{ tournamentId: 'uuid' } & typeof CALLER, { role: OrganisationRole }>(
  'organisation-role-on-tournament',
  { tournamentId: 'uuid', ...CALLER },
  (p) => `SELECT ${ROLE_OF_RANK(STRONGEST)} AS role FROM tournaments t JOIN organisation_members m ON m.organisation_id = t.organisation_id
       WHERE t.id = ${p.tournamentId} AND m.removed_at IS NULL AND ${IS_CALLER('m', p.uid, p.email)} HAVING count(*) > 0`,
);
const MINE = new NamedStatement<typeof CALLER, OrganisationRow & { role: OrganisationRole }>(
  'organisations-mine',
  CALLER,
  (p) => `SELECT o.*, ${ROLE_OF_RANK(STRONGEST)} AS role FROM organisations o JOIN organisation_members m ON m.organisation_id = o.id
       WHERE m.removed_at IS NULL AND ${IS_CALLER('m', p.uid, p.email)}
       GROUP BY o.id ORDER BY lower(o.name), o.id`,
);

/** The organisations and organisation_members tables. */
@Injectable()
export class OrganisationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(name: string, by: string, manager: EntityManager): Promise<OrganisationRow> {
    const [row] = await INSERT_ORGANISATION.rows(manager, { name, by });
    return row!;
  }

  find(id: string, manager: EntityManager = this.manager): Promise<OrganisationRow | undefined> {
    return FIND_ORGANISATION.first(manager, { id });
  }

  /** The new member, or undefined when the e-mail already names a member. */
  insertMember(
    member: { organisationId: string; userId: string | null; email: string | null; role: OrganisationRole; by: string },
    manager: EntityManager,
  ): Promise<MemberRow | undefined> {
    return INSERT_MEMBER.first(manager, member);
  }

  members(organisationId: string, manager: EntityManager = this.manager): Promise<MemberRow[]> {
    return MEMBERS.rows(manager, { organisationId });
  }

  /** The members, locked until the transaction ends: changes to roles run one after the other (the last admin stays). */
  lockMembers(organisationId: string, manager: EntityManager): Promise<MemberRow[]> {
    return LOCK_MEMBERS.rows(manager, { organisationId });
  }

  changeRole(id: string, role: OrganisationRole, manager: EntityManager): Promise<MemberRow | undefined> {
    return CHANGE_ROLE.first(manager, { id, role });
  }

  async remove(id: string, manager: EntityManager): Promise<void> {
    await REMOVE.run(manager, { id });
  }

  async roleIn(organisationId: string, caller: Caller, manager: EntityManager = this.manager): Promise<OrganisationRole | null> {
    return (await ROLE_IN.first(manager, { organisationId, ...caller }))?.role ?? null;
  }

  async roleOnTournament(tournamentId: string, caller: Caller, manager: EntityManager = this.manager): Promise<OrganisationRole | null> {
    return (await ROLE_ON_TOURNAMENT.first(manager, { tournamentId, ...caller }))?.role ?? null;
  }

  mine(caller: Caller): Promise<Array<OrganisationRow & { role: OrganisationRole }>> {
    return MINE.rows(this.manager, caller);
  }
}
