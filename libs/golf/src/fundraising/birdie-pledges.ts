import { type HoleInput } from '../types/hole.type';

/** Gross strokes of one player of a team on one hole. */
export interface TeamHoleStrokes {
  teamId: string;
  hole: number;
  strokes: number;
}

/** A donor's promise: so many cents for every birdie or better, by one team or the whole field, up to a cap. */
export interface BirdiePledge {
  centsPerBirdie: number;
  /** null: every team's birdies count. */
  teamId: string | null;
  capCents: number | null;
}

/**
 * Birdies or better per team: the holes where the team's best gross score is at least one under par. A hole
 * counts once however many players birdied it, and an eagle is one birdie or better, not two.
 */
export function teamBirdies(scores: readonly TeamHoleStrokes[], holes: readonly HoleInput[]): Map<string, number> {
  const parOf = new Map(holes.map((hole) => [hole.number, hole.par]));
  const best = new Map<string, number>();
  for (const { teamId, hole, strokes } of scores) {
    const key = `${teamId}:${hole}`;
    best.set(key, Math.min(strokes, best.get(key) ?? Number.POSITIVE_INFINITY));
  }
  const birdies = new Map<string, number>();
  for (const [key, strokes] of best) {
    const [teamId = '', hole] = key.split(':');
    const par = parOf.get(Number(hole));
    if (par !== undefined && strokes <= par - 1) birdies.set(teamId, (birdies.get(teamId) ?? 0) + 1);
  }
  return birdies;
}

export interface PledgeDue {
  birdies: number;
  /** What the donor owes now: birdies x the amount, held at the cap. */
  dueCents: number;
  capped: boolean;
}

/** What a pledge comes to for the birdies made so far. */
export function pledgeDue(pledge: BirdiePledge, birdiesByTeam: ReadonlyMap<string, number>): PledgeDue {
  const birdies = pledge.teamId === null ? [...birdiesByTeam.values()].reduce((sum, count) => sum + count, 0) : (birdiesByTeam.get(pledge.teamId) ?? 0);
  const uncapped = birdies * pledge.centsPerBirdie;
  const capped = pledge.capCents !== null && uncapped > pledge.capCents;
  return { birdies, dueCents: capped ? (pledge.capCents ?? uncapped) : uncapped, capped };
}
