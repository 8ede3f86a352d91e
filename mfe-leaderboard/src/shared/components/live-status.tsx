import type { LiveConnection } from '@fairway/api-client';
import { freshnessText } from '../model/freshness-text';
import { useNow } from '../hooks/use-now';

export interface LiveStatusProps {
  connection: LiveConnection;
  /** When the data on screen last changed (the board query's dataUpdatedAt). */
  updatedAt: number | null;
  pollSeconds: number;
  className?: string;
}

/** How fresh the data on screen is, read out politely by screen readers when it changes. */
export function LiveStatus({ connection, updatedAt, pollSeconds, className }: LiveStatusProps) {
  const now = useNow(5_000);
  return (
    <p className={className} role="status" data-connection={connection}>
      {freshnessText(connection, updatedAt, now, pollSeconds)}
    </p>
  );
}
