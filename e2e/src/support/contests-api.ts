// Contests made through the real API: the organiser's contest and station link, a volunteer's entry.
import { randomUUID } from 'node:crypto';
import { asOrganiser, callApi, type Organiser } from './tournaments-api';

export interface StationEntry {
  teamId: string;
  playerId: string;
  division: string;
  feet?: number;
  inches?: number;
  yards?: number;
}

/** A contest of the tournament at `base` (its API path) and the token of a station link for it. */
export async function createContestWithStation(organiser: Organiser, base: string, input: object): Promise<{ id: string; token: string }> {
  const contest = await asOrganiser<{ id: string }>(organiser, 'POST', `${base}/contests`, { competitor: 'individual', ...input });
  const station = await asOrganiser<{ token: string }>(organiser, 'POST', `/api/contests/${contest.id}/stations`, { label: 'Volunteer' });
  return { id: contest.id, token: station.token };
}

/** A measurement entered at the hole through the station link, as the volunteer's phone sends it. */
export function enterAtStation(contest: { id: string; token: string }, entry: StationEntry): Promise<unknown> {
  return callApi('POST', `/api/contests/${contest.id}/station/entries`, { 'X-Station-Token': contest.token }, { entryId: randomUUID(), ...entry });
}
