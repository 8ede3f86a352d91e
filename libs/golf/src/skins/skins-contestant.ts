import { strokesReceivedOnHole } from '../strokes/strokes-received-on-hole';
import { type HoleInput } from '../types/hole.type';
import { type ScoreBasis } from '../types/score-basis.type';
import { type SkinsUnit } from './skins-settings.type';

/** A player in a skins game: the playing handicap for skins and gross strokes by hole number. */
export interface SkinsPlayer {
  id: string;
  name: string;
  teamId: string;
  teamName: string;
  playingHandicap: number;
  strokes: ReadonlyMap<number, number>;
}

/** Who competes for skins, with the score that counts on each hole they have played. */
export interface SkinsContestant {
  id: string;
  name: string;
  scores: ReadonlyMap<number, number>;
}

function playerScore(player: SkinsPlayer, hole: HoleInput, basis: ScoreBasis): number | undefined {
  const gross = player.strokes.get(hole.number);
  if (gross === undefined || basis === 'gross') return gross;
  return gross - strokesReceivedOnHole(player.playingHandicap, hole.handicap);
}

function scoresOf(players: readonly SkinsPlayer[], holes: readonly HoleInput[], basis: ScoreBasis): Map<number, number> {
  const scores = new Map<number, number>();
  for (const hole of holes) {
    const played = players.map((player) => playerScore(player, hole, basis)).filter((score) => score !== undefined);
    // A team's score is its best ball: the lowest score any of its players made on the hole.
    if (played.length > 0) scores.set(hole.number, Math.min(...played));
  }
  return scores;
}

/** The contestants of a skins game: each player, or each team playing its best ball. */
export function skinsContestants(players: readonly SkinsPlayer[], holes: readonly HoleInput[], basis: ScoreBasis, unit: SkinsUnit): SkinsContestant[] {
  if (unit === 'player') return players.map((player) => ({ id: player.id, name: player.name, scores: scoresOf([player], holes, basis) }));
  const teams = new Map<string, SkinsPlayer[]>();
  for (const player of players) teams.set(player.teamId, [...(teams.get(player.teamId) ?? []), player]);
  return [...teams.values()].map((members) => {
    const [first] = members as [SkinsPlayer];
    return { id: first.teamId, name: first.teamName, scores: scoresOf(members, holes, basis) };
  });
}
