import type { OrganisationRole } from '@fairway/contracts/event-team';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';

/**
 * Where the access layer learns a person's organisation-wide role (the organisation module provides it): an
 * admin acts as owner and an event manager as co-organiser on every event of the organisation.
 */
export interface OrganisationRoleSource {
  roleOf(user: AuthUser, organisationId: string, manager?: EntityManager): Promise<OrganisationRole | null>;
  /** The role in the organisation of a tournament (none when it has none), for a tournament read without its organisation. */
  roleOn(tournamentId: string, user: AuthUser, manager?: EntityManager): Promise<OrganisationRole | null>;
  /** The organisations where the person holds a role ("my roles" lists their events). */
  organisationIdsOf(user: AuthUser): Promise<string[]>;
}

export const ORGANISATION_ROLE_SOURCE = Symbol('OrganisationRoleSource');
