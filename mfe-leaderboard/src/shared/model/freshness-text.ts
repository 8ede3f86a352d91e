import type { LiveConnection } from '@fairway/api-client';

/** "40 s ago", "3 min ago", "just now". */
export function agoText(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  return `${Math.floor(seconds / 60)} min ago`;
}

/**
 * The footer's promise about the data: live while the stream is up; otherwise when it was last updated,
 * that it is reconnecting, and how often it polls meanwhile.
 */
export function freshnessText(connection: LiveConnection, updatedAt: number | null, now: number, pollSeconds: number): string {
  if (connection === 'live') return 'Live: scores appear here as they are entered';
  if (connection === 'connecting') return 'Connecting to live scores…';
  const last = updatedAt ? `Last updated ${agoText(updatedAt, now)}, reconnecting` : 'Reconnecting';
  return `${last} (checking every ${pollSeconds} seconds meanwhile)`;
}
