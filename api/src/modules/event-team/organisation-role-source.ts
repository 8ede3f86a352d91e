import type { OrganisationRole } from '@fairway/contracts/event-team';
import type { AuthUser } from '../../common/auth';

/**
 * Where the access layer learns a person's organisation-wide role (the organisation module provides it): an
 * admin acts as owner and an event manager as co-organiser on every event of the organisation.
 */
export interface OrganisationRoleSource {
  roleOf(user: AuthUser, organisationId: string): Promise<OrganisationRole | null>;
}

export const ORGANISATION_ROLE_SOURCE = Symbol('OrganisationRoleSource');
