import { groupsPerHole } from './assign-shotgun';
import type { StartSlot, TeamStart } from './starts.type';

/** How many groups start on each hole in each wave: the organiser's count per hole. Keys are `${wave}:${hole}`. */
export function holeCounts(starts: readonly TeamStart[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const start of starts) counts.set(`${start.wave}:${start.hole}`, (counts.get(`${start.wave}:${start.hole}`) ?? 0) + 1);
  return counts;
}

export interface StartProblem {
  wave: number;
  hole: number;
  reason: 'crowded' | 'closed';
}

/** Holes (per wave) with more groups than a hole takes, or with a group although closed: what must change before the start is locked. */
export function startProblems(starts: readonly TeamStart[], closedHoles: readonly number[] = []): StartProblem[] {
  const closed = new Set(closedHoles);
  return [...holeCounts(starts)].flatMap(([key, count]): StartProblem[] => {
    const [wave, hole] = key.split(':').map(Number) as [number, number];
    if (closed.has(hole)) return [{ wave, hole, reason: 'closed' }];
    return count > groupsPerHole ? [{ wave, hole, reason: 'crowded' }] : [];
  });
}

/**
 * The organiser drags a team to another hole: it joins that hole (as B when a group is there already), and the
 * hole it left gives its remaining group the plain start again. Other teams keep their places.
 */
export function moveTeam(starts: readonly TeamStart[], teamId: string, hole: number): TeamStart[] {
  const moving = starts.find((start) => start.teamId === teamId);
  if (!moving || moving.hole === hole) return [...starts];
  // The mover last, so the group already on the hole keeps A; then back in the list's order.
  const others = starts.filter((start) => start.teamId !== teamId);
  const relabelled = new Map(withSlots([...others, { ...moving, hole }], [moving.hole, hole], moving.wave).map((start) => [start.teamId, start]));
  return starts.map((start) => relabelled.get(start.teamId)!);
}

/** A and B in list order on each of the given holes of one wave; a lone group has no slot. */
function withSlots(starts: readonly TeamStart[], holes: readonly number[], wave: 1 | 2): TeamStart[] {
  const seen = new Map<number, number>();
  const sizes = holeCounts(starts);
  return starts.map((start) => {
    if (start.wave !== wave || !holes.includes(start.hole)) return start;
    const index = seen.get(start.hole) ?? 0;
    seen.set(start.hole, index + 1);
    const slot: StartSlot | null = (sizes.get(`${wave}:${start.hole}`) ?? 0) > 1 ? String.fromCharCode(65 + index) : null;
    return { ...start, slot };
  });
}
