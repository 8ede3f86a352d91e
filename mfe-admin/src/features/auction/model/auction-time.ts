const pad = (value: number) => String(value).padStart(2, '0');

/** How long until the close: "2h 05m", "4m 09s", "Closed"; "No close set" without one. */
export function timeLeftText(closesAt: string | null, now: number): string {
  if (!closesAt) return 'No close set';
  const seconds = Math.floor((Date.parse(closesAt) - now) / 1000);
  if (seconds <= 0) return 'Closed';
  const [days, hours, minutes] = [Math.floor(seconds / 86_400), Math.floor((seconds % 86_400) / 3600), Math.floor((seconds % 3600) / 60)];
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  return `${minutes}m ${pad(seconds % 60)}s`;
}
