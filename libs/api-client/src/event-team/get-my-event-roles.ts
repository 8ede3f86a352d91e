import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEventRole } from '@fairway/contracts/event-team';
import { apiJson, trusted } from '../http/api-json';
import { myEventRolesKey } from '../query/query-keys';
import { myEventRolesPath } from './event-team-path';

/** The tournaments where the signed-in person holds a role, with the role. */
export async function getMyEventRoles(): Promise<MyEventRole[]> {
  return (await apiJson(myEventRolesPath, trusted<{ roles: MyEventRole[] }>())).roles;
}

/** Only asked for once someone is signed in (`signedIn`): a visitor holds no role. */
export function myEventRolesQueryOptions(signedIn: boolean) {
  return queryOptions({ queryKey: myEventRolesKey(), queryFn: getMyEventRoles, enabled: signedIn });
}

export function useMyEventRoles(signedIn: boolean) {
  return useQuery(myEventRolesQueryOptions(signedIn));
}
