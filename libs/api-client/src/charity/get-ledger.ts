import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type LedgerQuery, type LedgerResponse, ledgerResponse } from '@fairway/contracts/ledger';
import { apiJson } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { tournamentCharityPath } from './tournament-charity-path';

export type LedgerFilters = Partial<Pick<LedgerQuery, 'kind' | 'state' | 'method' | 'teamId'>>;

export function ledgerPath(tournamentId: string, filters: LedgerFilters = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter((pair): pair is [string, string] => Boolean(pair[1]))).toString();
  return tournamentCharityPath(tournamentId, query ? `ledger?${query}` : 'ledger');
}

/** The tournament admin's ledger: the entries the filters keep, newest first, and the raised total of all of them. */
export function getLedger(tournamentId: string, filters: LedgerFilters = {}): Promise<LedgerResponse> {
  return apiJson(ledgerPath(tournamentId, filters), ledgerResponse);
}

export function ledgerQueryOptions(tournamentId: string | null | undefined, filters: LedgerFilters = {}) {
  return queryOptions({
    queryKey: [...queryKeys.charity(tournamentId ?? '', 'ledger'), filters] as const,
    queryFn: tournamentId ? () => getLedger(tournamentId, filters) : skipToken,
  });
}

export function useLedger(tournamentId: string | null | undefined, filters: LedgerFilters = {}) {
  return useQuery(ledgerQueryOptions(tournamentId, filters));
}
