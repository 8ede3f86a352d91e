// How long each kind of read stays fresh and cached.
const minutes = (count: number) => count * 60_000;

export const cachePolicy = {
  /** Every query unless it says otherwise. */
  default: { staleTime: minutes(5), gcTime: minutes(10) },
  /** Tournament list and active tournaments: always read fresh, never kept. */
  uncached: { staleTime: 0, gcTime: 0 },
  weather: { staleTime: minutes(4), refetchInterval: minutes(5) },
} as const;
