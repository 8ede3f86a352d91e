import { Injectable } from '@nestjs/common';
import type { CreateTournamentInput, TournamentRecord } from '@fairway/contracts';
import type { OrganisationRole } from '@fairway/contracts/event-team';
import {
  type AddOrganisationMember,
  type CreateOrganisationInput,
  type MyOrganisations,
  type OrganisationMember,
  organisationMessages,
  type OrganisationPage,
} from '@fairway/contracts/organisation';
import type { EntityManager } from 'typeorm';
import { type AuthUser, isTournamentAdmin } from '../../common/auth';
import { TournamentOrganisationService } from '../tournament/tournament-organisation.service';
import { TournamentService } from '../tournament/tournament.service';
import { memberNotFound, organisationConflict, organisationForbidden, organisationNotFound } from './organisation.exception';
import { byYear, toMember } from './organisation.mapper';
import { type MemberRow, type OrganisationRow, OrganisationRepository } from './organisation.repository';
import { callerOf } from './organisation-role.source';

const admins = (members: readonly MemberRow[]) => members.filter((member) => member.role === 'admin').length;

/** Organisations, their members and their events. The server decides every role from the verified caller. */
@Injectable()
export class OrganisationService {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly tournaments: TournamentService,
    private readonly organised: TournamentOrganisationService,
  ) {}

  /** The creator is its first admin (by account, and by e-mail once verified). */
  async create({ name }: CreateOrganisationInput, user: AuthUser): Promise<OrganisationPage> {
    const organisation = await this.organisations.transaction(async (manager) => {
      const row = await this.organisations.insert(name, user.uid, manager);
      const { email } = callerOf(user);
      await this.organisations.insertMember({ organisationId: row.id, userId: user.uid, email, role: 'admin', by: user.uid }, manager);
      return row;
    });
    return this.page(organisation.id, user);
  }

  async mine(user: AuthUser): Promise<MyOrganisations> {
    const rows = await this.organisations.mine(callerOf(user));
    return { organisations: rows.map((row) => ({ id: row.id, name: row.name, role: row.role, createdAt: row.created_at.toISOString() })) };
  }

  /** The caller's role in the organisation; a stranger is refused (403), an unknown organisation is a 404. */
  async requireMember(id: string, user: AuthUser, manager?: EntityManager): Promise<{ organisation: OrganisationRow; role: OrganisationRole }> {
    const organisation = await this.organisations.find(id, manager);
    if (!organisation) throw organisationNotFound();
    const role = await this.organisations.roleIn(id, callerOf(user), manager);
    if (!role) throw organisationForbidden(organisationMessages.notMember);
    return { organisation, role };
  }

  private async requireAdmin(id: string, user: AuthUser, manager: EntityManager): Promise<void> {
    const { role } = await this.requireMember(id, user, manager);
    if (role !== 'admin') throw organisationForbidden(organisationMessages.adminOnly);
  }

  async page(id: string, user: AuthUser): Promise<OrganisationPage> {
    const { organisation, role } = await this.requireMember(id, user);
    const [events, members] = await Promise.all([this.organised.inOrganisations([id]), this.organisations.members(id)]);
    return { id, name: organisation.name, role, years: byYear(events), members: members.map(toMember) };
  }

  /** A member by e-mail: whoever signs in with it (verified) acts with the role; no account needs to exist yet. */
  addMember(id: string, { email, role }: AddOrganisationMember, user: AuthUser): Promise<OrganisationMember> {
    return this.organisations.transaction(async (manager) => {
      await this.requireAdmin(id, user, manager);
      await this.organisations.lockMembers(id, manager);
      const added = await this.organisations.insertMember({ organisationId: id, userId: null, email, role, by: user.uid }, manager);
      if (!added) throw organisationConflict(organisationMessages.alreadyMember);
      return toMember(added);
    });
  }

  changeMember(id: string, memberId: string, role: OrganisationRole, user: AuthUser): Promise<OrganisationMember> {
    return this.changeLocked(id, memberId, user, role !== 'admin', async (manager) => {
      const changed = await this.organisations.changeRole(memberId, role, manager);
      return toMember(changed!);
    });
  }

  async removeMember(id: string, memberId: string, user: AuthUser): Promise<void> {
    await this.changeLocked(id, memberId, user, true, (manager) => this.organisations.remove(memberId, manager));
  }

  /** Under the members' lock, so two admins demoting each other at once never leave the organisation without one. */
  private changeLocked<T>(id: string, memberId: string, user: AuthUser, losesAdmin: boolean, change: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.organisations.transaction(async (manager) => {
      await this.requireAdmin(id, user, manager);
      const members = await this.organisations.lockMembers(id, manager);
      const member = members.find((row) => row.id === memberId);
      if (!member) throw memberNotFound();
      if (losesAdmin && member.role === 'admin' && admins(members) === 1) throw organisationConflict(organisationMessages.lastAdmin);
      return change(manager);
    });
  }

  /** The tournament's owner, who is an admin or event manager of the organisation, gives it to the organisation. */
  async attach(id: string, tournamentId: string, user: AuthUser): Promise<OrganisationPage> {
    await this.requireMember(id, user);
    const tournament = await this.organised.get(tournamentId);
    if (!isTournamentAdmin(user, tournament)) throw organisationForbidden(organisationMessages.attachNotAllowed);
    if (tournament.organisationId === id) return this.page(id, user);
    if (!(await this.organised.attach(tournamentId, id))) throw organisationConflict(organisationMessages.alreadyAttached);
    return this.page(id, user);
  }

  /** A new tournament inside the organisation, owned by its creator (an admin or event manager of it). */
  async createTournament(id: string, input: CreateTournamentInput, user: AuthUser): Promise<TournamentRecord> {
    await this.requireMember(id, user);
    const created = await this.tournaments.create(input, user);
    await this.organised.attach(created.id, id);
    return created;
  }
}
