import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationView } from '@fairway/contracts/contest';
import { apiJson, trusted } from '../http/api-json';
import { isApiError } from '../http/api-error';
import { isNetworkError } from '../http/network-error';
import { stationViewKey } from '../query/query-keys';
import { StationStore } from './station-store';
import { contestPath } from './contest-path';
import { memberStationContest, stationHeaders } from './station-token-header';

export const stationViewPath = '/api/station';

const store = new StationStore();

/**
 * The contest a link's token is for, the field to pick from and the entries so far; for a member station
 * (memberStationKey), its contest's station as the signed-in volunteer.
 */
export function getStationView(token: string): Promise<StationView> {
  const contestId = memberStationContest(token);
  const path = contestId ? `${contestPath(contestId)}/station` : stationViewPath;
  return apiJson(path, trusted<StationView>(), { headers: stationHeaders(token) });
}

/**
 * Read from the server and kept on the phone; without signal the last copy kept answers, so a volunteer who
 * reloads the page on the tee still has the field to pick from. A refusal (a revoked link) is never hidden.
 */
async function getStationViewKept(token: string, stationStore: StationStore): Promise<StationView> {
  try {
    const view = await getStationView(token);
    await stationStore.saveView(token, view).catch(() => undefined);
    return view;
  } catch (error) {
    const kept = isNetworkError(error) ? await stationStore.savedView(token).catch(() => undefined) : undefined;
    if (kept) return kept;
    throw error;
  }
}

export function stationViewQueryOptions(token: string, stationStore = store) {
  return queryOptions({ queryKey: stationViewKey(token), queryFn: () => getStationViewKept(token, stationStore) });
}

export function useStationView(token: string, stationStore = store) {
  return useQuery(stationViewQueryOptions(token, stationStore));
}

/** The server refused the link itself (revoked, or never valid): nothing this page does will work with it. */
export function isStationLinkRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Why the server refuses a signed-in volunteer this station (another contest, or no station role): its own words. */
export function stationRefusalText(error: unknown): string | null {
  return isApiError(error) && error.status === 403 ? error.serverMessage : null;
}
