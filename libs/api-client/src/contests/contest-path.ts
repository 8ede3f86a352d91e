export const contestPath = (contestId: string) => `/api/contests/${encodeURIComponent(contestId)}`;
