export const teamUrl = (id: string) => `/api/teams/${encodeURIComponent(id)}`;
export const playerUrl = (id: string) => `/api/players/${encodeURIComponent(id)}`;
