export const skinsPath = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}/skins`;
