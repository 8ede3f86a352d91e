import { limits } from '@fairway/contracts';

/**
 * A team's last `count` holes in its own playing order: from its starting hole round to the one before
 * it, so a shotgun start hides the holes each team plays last.
 */
export function lastHolesOf(startingHole: number | null, count: number): Set<number> {
  const holes = limits.holesPerRound;
  const start = startingHole ?? 1;
  const order = Array.from({ length: holes }, (_, index) => ((start - 1 + index) % holes) + 1);
  return new Set(count > 0 ? order.slice(-count) : []);
}

/** Keeps the scores a public board may show: none on a team's hidden last holes. */
export function withoutHiddenHoles<S extends { playerId: string; hole: number }>(
  scores: readonly S[],
  teams: ReadonlyArray<{ startingHole: number | null; players: ReadonlyArray<{ id: string }> }>,
  count: number,
): S[] {
  if (count === 0) return [...scores];
  const hiddenByPlayer = new Map<string, Set<number>>();
  for (const team of teams) {
    const hidden = lastHolesOf(team.startingHole, count);
    for (const player of team.players) hiddenByPlayer.set(player.id, hidden);
  }
  return scores.filter((score) => !hiddenByPlayer.get(score.playerId)?.has(score.hole));
}
