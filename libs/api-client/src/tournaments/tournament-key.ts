// No schema value is imported here: the clubhouse TV reads tournaments through this file and its 150 KiB
// JavaScript budget has no room for zod.
export const tournamentsPath = '/api/tournaments';

export function tournamentPath(tournamentId: string): string {
  return `${tournamentsPath}/${encodeURIComponent(tournamentId)}`;
}

/** Where one tournament is cached: under the list, so invalidating the list refreshes it. */
export function tournamentQueryKey(tournamentId: string | null | undefined) {
  return [tournamentsPath, tournamentId ?? null] as const;
}
