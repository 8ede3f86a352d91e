import { roundProgress, type RoundProgress } from '../round-progress/round-progress';
import { type StrokesByPlayer } from '../team-rounds/strokes-by-player';
import { teamRound } from '../team-rounds/team-round';
import { type TeamRoundSettings } from '../team-rounds/team-round-settings.type';
import { type TeamRound } from '../team-rounds/team-round.type';
import { type TeamInput } from '../types/team.type';

export interface TeamStanding {
  team: TeamInput;
  round: TeamRound;
  progress: RoundProgress;
  grossTotal: number;
  netTotal: number;
  /** Relative to par on the settings' basis over played holes. */
  relativeToPar: number;
  points: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A team's round, progress and totals. */
export function teamStanding(team: TeamInput, strokes: StrokesByPlayer, settings: TeamRoundSettings, holeCount: number): TeamStanding {
  const round = teamRound(team, strokes, settings);
  const grossTotal = sum(round.holes.map((hole) => hole.gross));
  const netTotal = sum(round.holes.map((hole) => hole.net));
  const parTotal = sum(round.holes.map((hole) => hole.par));
  const scored = settings.basis === 'net' ? netTotal : grossTotal;
  return {
    team,
    round,
    progress: roundProgress(
      team.startingHole,
      round.holes.map((hole) => hole.hole),
      holeCount,
    ),
    grossTotal,
    netTotal,
    relativeToPar: scored - parTotal,
    points: sum(round.holes.map((hole) => hole.points)),
  };
}
