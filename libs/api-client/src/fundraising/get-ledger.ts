import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { LedgerQuery, LedgerResponse } from '@fairway/contracts/ledger';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export type LedgerFilters = Partial<Pick<LedgerQuery, 'kind' | 'state' | 'method' | 'teamId'>>;

export function ledgerPath(tournamentId: string, filters: LedgerFilters = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter((pair): pair is [string, string] => Boolean(pair[1]))).toString();
  return tournamentFundraisingPath(tournamentId, query ? `ledger?${query}` : 'ledger');
}

// Taken as its contract type, like every reply of the organiser's money screens: the administration dialog's
// JavaScript budget has no room for their schemas, and the API's tests parse every reply with them.

/** The tournament admin's ledger: the entries the filters keep, newest first, and the raised total of all of them. */
export function getLedger(tournamentId: string, filters: LedgerFilters = {}): Promise<LedgerResponse> {
  return apiJson(ledgerPath(tournamentId, filters), trusted<LedgerResponse>());
}

export function ledgerQueryOptions(tournamentId: string | null | undefined, filters: LedgerFilters = {}) {
  return queryOptions({
    queryKey: [...queryKeys.fundraising(tournamentId ?? '', 'ledger'), filters] as const,
    queryFn: tournamentId ? () => getLedger(tournamentId, filters) : skipToken,
  });
}

export function useLedger(tournamentId: string | null | undefined, filters: LedgerFilters = {}) {
  return useQuery(ledgerQueryOptions(tournamentId, filters));
}
