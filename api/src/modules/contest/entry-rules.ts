import type { ContestEntryInput } from '@fairway/contracts/contest';
import { measurementIssues } from '@fairway/contracts/contest-measurement';
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

/** The measurement by the rule the station and a player's form check as it is typed. */
function checkMeasurement(contest: ContestRow, input: ContestEntryInput): void {
  const [issue] = measurementIssues(contest, input);
  if (issue) throw invalidEntry(issue.message, issue.field);
  if (contest.kind === 'hole-in-one' && input.witnesses.length === 0) throw invalidEntry('witnessesRequired', 'witnesses');
}
