import type { AddOrganisationMember, OrganisationMember } from '@fairway/contracts/organisation';
import { organisationMessages } from '@fairway/contracts/organisation-messages';
import type { OrganisationRole } from '@fairway/contracts/event-team';
import { apiFetch } from '../http/api-fetch';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { organisationChanged, organisationPath } from './organisation-path';

export interface AddOrganisationMemberVariables {
  organisationId: string;
  member: AddOrganisationMember;
}

export function addOrganisationMember({ organisationId, member }: AddOrganisationMemberVariables): Promise<OrganisationMember> {
  return apiJson(organisationPath(organisationId, 'members'), trusted<OrganisationMember>(), { method: 'POST', json: member });
}

export function useAddOrganisationMember(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: addOrganisationMember,
    invalidates: ({ organisationId }: AddOrganisationMemberVariables) => organisationChanged(organisationId),
    failure: organisationMessages.memberAddFailed,
    options,
  });
}

export interface ChangeOrganisationMemberVariables {
  organisationId: string;
  memberId: string;
  role: OrganisationRole;
}

export function changeOrganisationMember({ organisationId, memberId, role }: ChangeOrganisationMemberVariables): Promise<OrganisationMember> {
  return apiJson(organisationPath(organisationId, `members/${encodeURIComponent(memberId)}`), trusted<OrganisationMember>(), {
    method: 'PATCH',
    json: { role },
  });
}

export function useChangeOrganisationMember(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: changeOrganisationMember,
    invalidates: ({ organisationId }: ChangeOrganisationMemberVariables) => organisationChanged(organisationId),
    failure: organisationMessages.memberChangeFailed,
    options,
  });
}

export interface RemoveOrganisationMemberVariables {
  organisationId: string;
  memberId: string;
}

export async function removeOrganisationMember({ organisationId, memberId }: RemoveOrganisationMemberVariables): Promise<void> {
  await apiFetch(organisationPath(organisationId, `members/${encodeURIComponent(memberId)}`), { method: 'DELETE' });
}

export function useRemoveOrganisationMember(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: removeOrganisationMember,
    invalidates: ({ organisationId }: RemoveOrganisationMemberVariables) => organisationChanged(organisationId),
    failure: organisationMessages.memberRemoveFailed,
    options,
  });
}
