// A team's hole-by-hole card for the results page: each player's gross and net per hole, and the team's
// counting score (the scores marked best) per hole.
import type { Hole } from '@fairway/contracts/course';
import { limits } from '@fairway/contracts/limits';
import type { Player } from '@fairway/contracts/player';
import type { ScoreReadModel } from '@fairway/contracts/score';

export interface CardLine {
  label: string;
  /** Per hole, in hole order; null where no score was entered. */
  gross: Array<number | null>;
  net: Array<number | null>;
  grossTotal: number;
  netTotal: number;
}

export interface TeamCard {
  holes: number[];
  players: CardLine[];
  team: CardLine;
}

const sum = (values: ReadonlyArray<number | null>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

function line(label: string, holes: number[], pick: (hole: number) => { gross: number; net: number } | null): CardLine {
  const picked = holes.map(pick);
  const gross = picked.map((entry) => entry?.gross ?? null);
  const net = picked.map((entry) => entry?.net ?? null);
  return { label, gross, net, grossTotal: sum(gross), netTotal: sum(net) };
}

export function teamCard(holes: readonly Pick<Hole, 'number'>[], players: readonly Pick<Player, 'id' | 'name'>[], scores: readonly ScoreReadModel[]): TeamCard {
  const numbers = holes.length > 0 ? holes.map((hole) => hole.number) : Array.from({ length: limits.holesPerRound }, (_, index) => index + 1);
  const playerLines = players.map((player) =>
    line(player.name, numbers, (hole) => {
      const score = scores.find((entry) => entry.playerId === player.id && entry.hole === hole);
      return score ? { gross: score.strokes, net: score.netScore } : null;
    }),
  );
  const team = line('Team', numbers, (hole) => {
    const counting = scores.filter((entry) => entry.hole === hole && entry.isBest);
    if (counting.length === 0) return null;
    return { gross: Math.min(...counting.map((entry) => entry.strokes)), net: Math.min(...counting.map((entry) => entry.netScore)) };
  });
  return { holes: numbers, players: playerLines, team };
}
