import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MyOrganisations, OrganisationPage, OrganisationPeople } from '@fairway/contracts/organisation';
import { apiJson, trusted } from '../http/api-json';
import { organisationKey, organisationsKey } from '../query/query-keys';
import { organisationPath, organisationsPath } from './organisation-path';

/** The organisation's page: its events by year with what each raised, and its members (members only). */
export function getOrganisation(id: string): Promise<OrganisationPage> {
  return apiJson(organisationPath(id), trusted<OrganisationPage>());
}

export function organisationQueryOptions(id: string | null | undefined) {
  return queryOptions({ queryKey: organisationKey(id ?? '', 'page'), queryFn: id ? () => getOrganisation(id) : skipToken });
}

export function useOrganisation(id: string | null | undefined) {
  return useQuery(organisationQueryOptions(id));
}

/** The people across the organisation's events, one per e-mail, with what each played and gave. */
export function getOrganisationPeople(id: string): Promise<OrganisationPeople> {
  return apiJson(organisationPath(id, 'people'), trusted<OrganisationPeople>());
}

export function organisationPeopleQueryOptions(id: string | null | undefined) {
  return queryOptions({ queryKey: organisationKey(id ?? '', 'people'), queryFn: id ? () => getOrganisationPeople(id) : skipToken });
}

export function useOrganisationPeople(id: string | null | undefined) {
  return useQuery(organisationPeopleQueryOptions(id));
}

/** The organisations the signed-in caller belongs to (asked only once someone is signed in). */
export function getMyOrganisations(): Promise<MyOrganisations> {
  return apiJson(organisationsPath, trusted<MyOrganisations>());
}

export function useMyOrganisations(signedIn: boolean) {
  return useQuery({ queryKey: organisationsKey(), queryFn: signedIn ? getMyOrganisations : skipToken });
}
