export const awardsPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/awards`;
