import { playerAllowancePercent } from '../handicap/player-allowance-percent';
import { type TeamInput } from '../types/team.type';
import { bestBallRound } from './best-ball-round';
import { playerRound } from './player-round';
import { scrambleRound } from './scramble-round';
import { stablefordRound } from './stableford-round';
import { strokePlayRound } from './stroke-play-round';
import { type StrokesByPlayer } from './strokes-by-player';
import { type TeamRoundSettings } from './team-round-settings.type';
import { type TeamRound } from './team-round.type';

/**
 * A team's played holes and countback data for the tournament's format. Match play has no field to
 * rank against, so its leaderboard ranks the sides like best ball (at the match-play allowance);
 * head-to-head results come from matchPlayOutcomes and matchStatus.
 */
export function teamRound(team: TeamInput, strokes: StrokesByPlayer, settings: TeamRoundSettings): TeamRound {
  if (settings.format === 'scramble') return scrambleRound(team, strokes, settings);
  const allowance = playerAllowancePercent(settings.format, team.players.length, settings.allowances) ?? 100;
  const players = team.players.map((player) => playerRound(player, strokes.get(player.id), allowance, settings));
  switch (settings.format) {
    case 'stroke-play':
      return strokePlayRound(players, settings.holes, settings.basis);
    case 'stableford':
      return stablefordRound(players, settings.holes, settings.basis);
    case 'best-ball':
    case 'match-play':
      return bestBallRound(players, settings.holes, settings.basis);
  }
}
