import type { Hole } from '@fairway/contracts/course';
import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import type { PostScoreInput, ScoreReadModel } from '@fairway/contracts/score';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import type { Team } from '@fairway/contracts/team';
import { type Caller, isTournamentAdmin } from '@fairway/contracts/tournament-admin';
import { holeOrder } from '@fairway/golf/round-progress';
import { coursePar } from '@fairway/golf/score-display';
import { cardHoles } from './card-holes';
import { playingHandicapOf, teamRelativeScore } from './hole-scoring';

export interface TeamTotals {
  gross: number;
  net: number;
}

/** The team's gross and net as the board counts them in the event's format; none before it has played a hole. */
export function teamTotalsOf(rows: readonly LeaderboardRow[] | undefined, teamId: string): TeamTotals | undefined {
  const standing = rows?.find((row) => row.teamId === teamId);
  return standing && standing.thru > 0 ? { gross: standing.grossTotal, net: standing.netTotal } : undefined;
}

/** Holes with a score on the server or waiting on this phone to be sent (scored offline counts). */
export function scoredHoles(saved: readonly { hole: number }[], waiting: readonly { teamId: string; hole: number }[], teamId: string): Set<number> {
  return new Set([...saved.map((score) => score.hole), ...waiting.filter((score) => score.teamId === teamId).map((score) => score.hole)]);
}

/** A submitted card is locked for everyone but the tournament's admin, who may still correct it. */
export function isCardLocked(status: ScoreCardStatus | undefined, user: Caller | null, tournament: { adminUserId: string }): boolean {
  return status?.submitted === true && !isTournamentAdmin(user, tournament);
}

export interface CardViewInput {
  tournamentHoles: readonly Hole[];
  team: Team;
  holeNumber: number;
  /** The team's scores on every hole; undefined until read. */
  teamScores: readonly ScoreReadModel[] | undefined;
  /** The hole on screen's scores; undefined until read. */
  holeScores: readonly ScoreReadModel[] | undefined;
  waiting: readonly PostScoreInput[];
}

/** What the card shows, worked out from its reads on every render. */
export function cardView({ tournamentHoles, team, holeNumber, teamScores, holeScores, waiting }: CardViewInput) {
  const holes = cardHoles(tournamentHoles);
  const scores = teamScores ?? [];
  const hole = holes.find((entry) => entry.number === holeNumber) ?? holes[0]!;
  return {
    holes,
    hole,
    order: holeOrder(team.startingHole),
    scores,
    played: teamRelativeScore(scores, holes).played,
    /** The server's figure, counted the way the board counts it. */
    relative: team.totalScore,
    totalStrokes: coursePar(holes) + team.totalScore,
    /** The hole's own read, else the team's scores on that hole while it loads. */
    savedOnHole: holeScores ?? scores.filter((score) => score.hole === hole.number),
    /** The scores shown come from the server (or its kept copy), not an empty placeholder while loading. */
    ready: holeScores !== undefined || teamScores !== undefined,
    playingHandicaps: new Map(team.players.map((player) => [player.id, playingHandicapOf(player.id, player.handicap, scores, holes)])),
    scoredHoles: scoredHoles(scores, waiting, team.id),
  };
}
