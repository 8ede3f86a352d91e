// How players read a start, without zod: the scorecard and the clubhouse TV carry no schema library.

/** One start as a label needs it: the hole, A or B on a doubled hole, and the tee (or horn) time when known. */
export interface StartPlace {
  hole: number;
  slot: string | null;
  teeTime: string | null;
}

/** A start as players read it: "Hole 7B" or "Hole 1 at 08:10". */
export function startLabel(start: StartPlace): string {
  const hole = `Hole ${start.hole}${start.slot ?? ''}`;
  return start.teeTime ? `${hole} at ${start.teeTime}` : hole;
}

/**
 * A team's start as its reads carry it: "Hole 7B", "Hole 1 at 08:10" (a wave's horn time too), or just "Hole 3"
 * before the organiser placed the field; null for a team without a starting hole.
 */
export function teamStartLabel(team: { startingHole: number | null; startSlot?: string | null; teeTime?: string | null }): string | null {
  if (team.startingHole === null) return null;
  return startLabel({ hole: team.startingHole, slot: team.startSlot ?? null, teeTime: team.teeTime ?? null });
}
