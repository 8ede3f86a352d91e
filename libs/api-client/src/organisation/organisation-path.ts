import type { QueryKey } from '@tanstack/react-query';
import { organisationKey, organisationsKey } from '../query/query-keys';
import { tournamentPath } from '../tournaments/tournament-key';

export const organisationsPath = '/api/organisations';

/** `/api/organisations/{id}[/{rest}]`. */
export function organisationPath(id: string, rest?: string): string {
  const base = `${organisationsPath}/${encodeURIComponent(id)}`;
  return rest ? `${base}/${rest}` : base;
}

export const clonePath = (tournamentId: string) => `${tournamentPath(tournamentId)}/clone`;

/** What a change to an organisation makes stale: its page and people, and the caller's list. */
export function organisationChanged(id: string): readonly QueryKey[] {
  return [organisationKey(id), organisationsKey()];
}
