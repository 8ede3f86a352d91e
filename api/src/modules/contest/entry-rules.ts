import type { ContestEntryInput } from '@fairway/contracts/contest';
import { invalidEntry } from './contest.exception';
import type { ContestRow } from './contest.rows';

/** What the rules need of the team an entry names. */
export interface EntryTeam {
  players: ReadonlyArray<{ id: string }>;
}

/**
 * Checks an entry against its contest (what the schema cannot know): the division, the player for an
 * individual contest, and the measurement the contest's kind takes. Answers the division as the contest
 * spells it.
 */
export function checkEntry(contest: ContestRow, input: ContestEntryInput, team: EntryTeam | undefined): string {
  const division = contest.divisions.find((name) => name.toLowerCase() === input.division.toLowerCase());
  if (!division) throw invalidEntry('unknownDivision', 'division');
  if (!team) throw invalidEntry('teamNotInTournament', 'teamId');
  if (input.playerId !== null && !team.players.some((player) => player.id === input.playerId)) throw invalidEntry('playerNotOnTeam', 'playerId');
  if (contest.competitor === 'individual' && input.playerId === null) throw invalidEntry('playerRequired', 'playerId');
  checkMeasurement(contest, input);
  return division;
}

function checkMeasurement(contest: ContestRow, input: ContestEntryInput): void {
  const distance = input.feet !== null || input.inches !== null;
  switch (contest.kind) {
    case 'closest-to-pin':
    case 'straightest-drive':
      if (input.feet === null || input.inches === null) throw invalidEntry('distanceRequired', input.feet === null ? 'feet' : 'inches');
      if (input.yards !== null) throw invalidEntry('measurementNotTaken', 'yards');
      return;
    case 'longest-drive':
      if (distance) throw invalidEntry('measurementNotTaken', input.feet !== null ? 'feet' : 'inches');
      if (contest.measured && input.yards === null) throw invalidEntry('yardsRequired', 'yards');
      if (!contest.measured && input.yards !== null) throw invalidEntry('measurementNotTaken', 'yards');
      return;
    case 'hole-in-one':
      if (distance || input.yards !== null) throw invalidEntry('measurementNotTaken', input.yards !== null ? 'yards' : 'feet');
      if (input.witnesses.length === 0) throw invalidEntry('witnessesRequired', 'witnesses');
      return;
  }
}
