import { scrambleHole } from '../formats/scramble-hole';
import { strokesReceivedOnHole } from '../strokes/strokes-received-on-hole';
import { type TeamInput } from '../types/team.type';
import { holesInOrder } from './holes-in-order';
import { scrambleTeamPlayingHandicap } from './scramble-team-playing-handicap';
import { type StrokesByPlayer } from './strokes-by-player';
import { type TeamRoundSettings } from './team-round-settings.type';
import { type TeamHoleResult, type TeamRound } from './team-round.type';

/** Scramble: one team score per hole (the lowest posted), net with the team handicap's strokes on that hole. */
export function scrambleRound(team: TeamInput, strokes: StrokesByPlayer, settings: TeamRoundSettings): TeamRound {
  const teamHandicap = scrambleTeamPlayingHandicap(team, settings);
  const results: TeamHoleResult[] = [];
  const valueByHole = new Map<number, number>();
  for (const hole of holesInOrder(settings.holes)) {
    const posted = team.players.flatMap((player) => strokes.get(player.id)?.get(hole.number) ?? []);
    const result = scrambleHole(posted, strokesReceivedOnHole(teamHandicap, hole.handicap));
    if (!result) continue;
    results.push({ hole: hole.number, par: hole.par, gross: result.gross, net: result.net, points: 0 });
    valueByHole.set(hole.number, result.gross - hole.par);
  }
  const handicap = settings.basis === 'net' ? teamHandicap : 0;
  return { holes: results, countbackLines: [{ valueByHole, handicap }] };
}
