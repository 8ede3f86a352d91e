import type { Contest, ContestEntry, ContestEntryInput, StationView } from '@fairway/contracts/contest';
import { beatsLeader } from '../../../shared/model/contest-measurement';

/** An entry still on the phone, shown as the server would show it. */
export interface WaitingEntry {
  key: string;
  input: ContestEntryInput;
  teamName: string;
  playerName: string | null;
  label: string;
}

export interface PhoneLeader extends Pick<ContestEntry, 'feet' | 'inches' | 'yards'> {
  name: string;
  label: string;
}

const measure = (entry: Pick<ContestEntry, 'feet' | 'inches' | 'yards'>) => ({ feet: entry.feet ?? 0, inches: entry.inches ?? 0, yards: entry.yards ?? 0 });

/**
 * Who leads a division as this phone knows it: the server's leader, unless an entry still waiting to be sent
 * beats it (entries made without signal are compared with each other as the server will compare them).
 */
export function leaderOnPhone(contest: Contest, division: string, waiting: readonly WaitingEntry[]): PhoneLeader | null {
  const server = contest.leaders.find((leader) => leader.division === division)?.entry ?? null;
  let best: PhoneLeader | null = server && {
    name: server.playerName ?? server.teamName,
    label: server.measurementLabel,
    feet: server.feet,
    inches: server.inches,
    yards: server.yards,
  };
  for (const entry of waiting) {
    if (entry.input.division !== division || !beatsLeader(contest, measure(entry.input), best)) continue;
    best = { name: entry.playerName ?? entry.teamName, label: entry.label, feet: entry.input.feet, inches: entry.input.inches, yards: entry.input.yards };
  }
  return best;
}

/** Names for an entry made here, from the field the station view lists. */
export function namesOf(view: StationView, input: Pick<ContestEntryInput, 'teamId' | 'playerId'>): { teamName: string; playerName: string | null } {
  const team = view.teams.find((candidate) => candidate.id === input.teamId);
  return { teamName: team?.name ?? 'Unknown team', playerName: team?.players.find((player) => player.id === input.playerId)?.name ?? null };
}
