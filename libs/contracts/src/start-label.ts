// How players read a start, without zod: the scorecard and the clubhouse TV carry no schema library.

/**
 * One start as a label needs it: the hole, A or B on a doubled hole, the tee (or horn) time when known, and the
 * wave of a two-wave shotgun (without it a second wave's "Hole 7A" reads like the first's).
 */
export interface StartPlace {
  hole: number;
  slot: string | null;
  teeTime: string | null;
  wave?: number | null | undefined;
}

/** A start as players read it: "Hole 7B", "Hole 1 at 08:10", or "Hole 7A, wave 2" while the second horn is not announced. */
export function startLabel(start: StartPlace): string {
  const hole = `Hole ${start.hole}${start.slot ?? ''}`;
  if (start.teeTime) return `${hole} at ${start.teeTime}`;
  return start.wave === 2 ? `${hole}, wave 2` : hole;
}

/**
 * A team's start as its reads carry it: "Hole 7B", "Hole 1 at 08:10" (a wave's horn time too), "Hole 7A, wave 2"
 * without it, or just "Hole 3" before the organiser placed the field; null for a team without a starting hole.
 */
export function teamStartLabel(team: {
  startingHole: number | null;
  startSlot?: string | null | undefined;
  teeTime?: string | null | undefined;
  startWave?: number | null | undefined;
}): string | null {
  if (team.startingHole === null) return null;
  return startLabel({ hole: team.startingHole, slot: team.startSlot ?? null, teeTime: team.teeTime ?? null, wave: team.startWave ?? null });
}
