import type { Team } from '@fairway/contracts/team';

const HOLES = 18;
/** More groups than this on one hole (a tee-time start off 1 and 10) and the view lists the tee times instead. */
const GROUPS_PER_CELL = 4;

/** One group where it tees off: "7A" and its team, with its tee (or horn) time when there is one. */
export interface StartingGroup {
  teamId: string;
  teamName: string;
  hole: number;
  /** The hole with its slot: "7A", "12". */
  place: string;
  teeTime: string | null;
}

export type StartingHolesView =
  | { layout: 'holes'; holes: Array<{ hole: number; groups: StartingGroup[] }>; sharedTime: string | null }
  | { layout: 'times'; times: Array<{ teeTime: string; groups: StartingGroup[] }>; sharedTime: null };

// Groups at the same place and time keep the field's registration order (the order the plan placed them in).
const byPlace = (a: StartingGroup, b: StartingGroup) => (a.teeTime ?? '').localeCompare(b.teeTime ?? '') || a.hole - b.hole || a.place.localeCompare(b.place);

/**
 * Whether the organiser placed the field: a slot or a time on a team, or teams on more than one hole. A field all
 * left on hole 1 by default has nothing to show: the board says no team has started yet.
 */
function placed(groups: readonly StartingGroup[]): boolean {
  return groups.some((group) => group.place !== String(group.hole) || group.teeTime !== null) || new Set(groups.map((group) => group.hole)).size > 1;
}

/**
 * Where every team starts, as the TV shows it before the round: the 18 holes with their groups (A before B, by
 * time across two waves), or, when a hole has more groups than a cell holds, the tee times in order. One time for
 * every group (a single shotgun's horn) is said once. Null when the field is not placed yet.
 */
export function startingHolesView(teams: readonly Team[]): StartingHolesView | null {
  const groups = teams.flatMap((team) =>
    team.startingHole === null
      ? []
      : [
          {
            teamId: team.id,
            teamName: team.name,
            hole: team.startingHole,
            place: `${team.startingHole}${team.startSlot ?? ''}`,
            teeTime: team.teeTime ?? null,
          },
        ],
  );
  if (!placed(groups)) return null;
  groups.sort(byPlace);
  const times = [...new Set(groups.map((group) => group.teeTime))];
  const holes = Array.from({ length: HOLES }, (_, index) => ({ hole: index + 1, groups: groups.filter((group) => group.hole === index + 1) }));
  if (holes.every((hole) => hole.groups.length <= GROUPS_PER_CELL)) {
    const sharedTime = times.length === 1 ? (times[0] ?? null) : null;
    return { layout: 'holes', holes, sharedTime };
  }
  return {
    layout: 'times',
    times: times.map((teeTime) => ({ teeTime: teeTime ?? 'Time to come', groups: groups.filter((group) => group.teeTime === teeTime) })),
    sharedTime: null,
  };
}
