const pad = (value: number) => String(value).padStart(2, '0');

/**
 * How long until `closesAt`, as a countdown reads: "2d 4h", "3h 05m", "4m 09s", "12s"; "Closed" once it has
 * passed (the server decides the close; this is what the guest sees). Null: no close set.
 */
export function timeLeft(closesAt: string | null, nowMs: number): string | null {
  if (closesAt === null) return null;
  const seconds = Math.ceil((Date.parse(closesAt) - nowMs) / 1000);
  if (seconds <= 0) return 'Closed';
  const [days, hours, minutes] = [Math.floor(seconds / 86_400), Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60];
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds % 60)}s`;
  return `${seconds}s`;
}

/** Under five minutes left: the countdown turns urgent. */
export const closingSoon = (closesAt: string | null, nowMs: number) =>
  closesAt !== null && Date.parse(closesAt) - nowMs < 5 * 60_000 && Date.parse(closesAt) > nowMs;
