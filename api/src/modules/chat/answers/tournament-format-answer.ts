import type { PublicTournament, TournamentFormat } from '@fairway/contracts';
import { coursePar, resolveHandicapAllowances } from '@fairway/golf';
import { scoringCard } from '../../../common/scoring/scoring-card';
import { formatLabel } from './format-labels';

function scoringLines(format: TournamentFormat, allowances: ReturnType<typeof resolveHandicapAllowances>): string[] {
  switch (format) {
    case 'best-ball':
      return [
        'Everyone plays their own ball; on each hole the team scores the lowest net score among its players.',
        `- Handicaps: ${allowances.bestBall}% of each Course Handicap (${allowances.strokePlay}% for a one-player team), rounded.`,
      ];
    case 'scramble': {
      const [a, b, c, d] = allowances.scramble.fourPlayers;
      return [
        'Everyone tees off, the team picks the best shot and all play from there: one team score per hole.',
        `- Handicaps: one team handicap, ${a}% + ${b}% + ${c}% + ${d}% of the Course Handicaps, lowest first (4 players).`,
      ];
    }
    case 'stroke-play':
      return [
        "Every stroke counts: the team total adds up every player's net score.",
        `- Handicaps: ${allowances.strokePlay}% of each Course Handicap, rounded.`,
      ];
    case 'match-play':
      return [
        'Hole by hole: the lower net score wins the hole; the match shows 2 UP, ALL SQUARE, DORMIE and ends like 3&2.',
        `- Handicaps: ${allowances.matchPlay}% singles, ${allowances.fourBallMatchPlay}% four-ball; the lowest plays off 0.`,
      ];
  }
}

export const tieLines: Record<PublicTournament['tieBreak'], string> = {
  share: '- Ties: tied teams share the position (T2).',
  'countback-leader': '- Ties: a tie for the lead goes to countback (last 9, 6, 3, then the 18th); other ties share the position.',
  'countback-all': '- Ties: every tie goes to countback (last 9, 6, 3, then the 18th).',
};

/** The tournament's own format, how it is scored and ranked, from its settings. */
export function tournamentFormatAnswer(tournament: PublicTournament): string {
  const allowances = resolveHandicapAllowances(tournament.handicapAllowances);
  const par = coursePar(scoringCard(tournament.holes));
  return [
    `${tournament.name} is played as ${formatLabel[tournament.format]} at ${tournament.course} (par ${par}).`,
    ...scoringLines(tournament.format, allowances),
    '- The leaderboard ranks teams by score against par over the holes played.',
    tieLines[tournament.tieBreak],
  ].join('\n');
}
