export const scoresPath = '/api/scores';

/** `/api/scores…?tournamentId=…&teamId=…`: every scores read is asked for one team of one tournament. */
export function teamScoresUrl(path: string, tournamentId: string, teamId: string, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ tournamentId, teamId, ...extra }).toString()}`;
}
