import type { Hole } from '@fairway/contracts/course';
import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { can } from '@fairway/contracts/event-permissions';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import type { Team } from '@fairway/contracts/team';
import type { Tournament } from '@fairway/contracts/tournament';
import { roleOn } from '../../../shared/model/event-role';
import { playingHandicapOf } from './hole-scoring';

export interface TeamTotals {
  gross: number;
  net: number;
}

/** The team's gross and net as the board counts them in the event's format; none before it has played a hole. */
export function teamTotalsOf(rows: readonly LeaderboardRow[] | undefined, teamId: string): TeamTotals | undefined {
  const standing = rows?.find((row) => row.teamId === teamId);
  return standing && standing.thru > 0 ? { gross: standing.grossTotal, net: standing.netTotal } : undefined;
}

/** How many holes the team has a saved score on. */
export function holesPlayed(scores: readonly { hole: number }[]): number {
  return new Set(scores.map((score) => score.hole)).size;
}

/** Holes with a score on the server or waiting on this phone to be sent (scored offline counts). */
export function scoredHoles(saved: readonly { hole: number }[], waiting: readonly { teamId: string; hole: number }[], teamId: string): Set<number> {
  return new Set([...saved.map((score) => score.hole), ...waiting.filter((score) => score.teamId === teamId).map((score) => score.hole)]);
}

/** A submitted card is locked for everyone but those who may correct any team's card (the organisers and the event's scorers), as the API decides. */
export function isCardLocked(status: ScoreCardStatus | undefined, tournament: Tournament): boolean {
  return status?.submitted === true && !can(roleOn(tournament), 'scores.anyTeam');
}

/** The hole on screen, on the card (the first hole for a number the card does not have). */
export function holeOnCard(holes: readonly Hole[], holeNumber: number): Hole {
  return holes.find((entry) => entry.number === holeNumber) ?? holes[0]!;
}

/** The hole's scores: its own read, else the team's scores on that hole while that read is on its way. */
export function savedOnHole(holeScores: readonly ScoreReadModel[] | undefined, teamScores: readonly ScoreReadModel[], hole: number): readonly ScoreReadModel[] {
  return holeScores ?? teamScores.filter((score) => score.hole === hole);
}

/** Each player's playing handicap, as the server's net scores on their holes reveal it (the index before any). */
export function playingHandicaps(team: Team, scores: readonly ScoreReadModel[], holes: readonly Hole[]): Map<string, number> {
  return new Map(team.players.map((player) => [player.id, playingHandicapOf(player.id, player.handicap, scores, holes)]));
}
