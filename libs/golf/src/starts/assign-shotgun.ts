import { defaultDoublingOrder } from './doubling-order';
import type { ShotgunOptions, StartHole, StartSlot, StartsResult, TeamStart } from './starts.type';

/** At most two groups start on one hole (A and B). */
export const groupsPerHole = 2;

/**
 * A shotgun start: every team on a hole, all teeing off at once. Teams fill the open holes in playing order
 * (or from the last hole back with `reverse`), one group per hole; when there are more teams than open holes,
 * the first holes of the doubling order take a second group, so exactly `teams - open holes` holes are doubled.
 * With two waves each half of the field is placed on its own.
 */
export function assignShotgun(teamIds: readonly string[], holes: readonly StartHole[], options: ShotgunOptions = {}): StartsResult {
  const closed = new Set(options.closedHoles ?? []);
  const open = holes.map((hole) => hole.number).filter((number) => !closed.has(number));
  if (open.length === 0) return teamIds.length === 0 ? { ok: true, starts: [] } : { ok: false, problem: { kind: 'no-open-hole' } };
  const waves = options.waves ?? 1;
  const places = open.length * groupsPerHole * waves;
  if (teamIds.length > places) return { ok: false, problem: { kind: 'too-many-teams', teams: teamIds.length, places } };
  const order = (options.doublingOrder ?? defaultDoublingOrder(holes)).filter((number) => open.includes(number));
  const playingOrder = [...open].sort((a, b) => (options.reverse ? b - a : a - b));
  const firstWave = waves === 2 ? Math.ceil(teamIds.length / 2) : teamIds.length;
  return {
    ok: true,
    starts: [...placeWave(teamIds.slice(0, firstWave), playingOrder, order, 1), ...placeWave(teamIds.slice(firstWave), playingOrder, order, 2)],
  };
}

function placeWave(teamIds: readonly string[], playingOrder: readonly number[], doublingOrder: readonly number[], wave: 1 | 2): TeamStart[] {
  const used = playingOrder.slice(0, Math.min(teamIds.length, playingOrder.length));
  const doubled = new Set(doublingOrder.slice(0, Math.max(0, teamIds.length - playingOrder.length)));
  const slots = used.flatMap((hole): { hole: number; slot: StartSlot | null }[] =>
    doubled.has(hole)
      ? [
          { hole, slot: 'A' },
          { hole, slot: 'B' },
        ]
      : [{ hole, slot: null }],
  );
  return teamIds.map((teamId, index) => ({ teamId, hole: slots[index]!.hole, slot: slots[index]!.slot, wave, teeMinutes: null }));
}
