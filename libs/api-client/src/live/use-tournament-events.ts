import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@fairway/contracts/live-event';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../query/query-keys';
import { tournamentQueryKey } from '../tournaments/tournament-key';
import { applyLiveEvent } from './apply-live-event';
import type { LiveConnection } from './live-stream-connection';
import { SharedLiveStream } from './shared-live-stream';

export interface TournamentEventsOptions {
  /** Polling while the stream is down: 15 s for the leaderboard page, 30 s for the TV. */
  pollIntervalMs?: number;
  /** Called after each event is in the cache (notifications). */
  onEvent?: (event: LiveEvent) => void;
}

/**
 * Keeps a tournament's screens current: follows its event stream (one per browser, shared by its tabs),
 * writes each event into the query cache under the keys the pages read, reconnects with backoff, and
 * polls those queries while it is down.
 * Returns the connection state for the page to say how fresh its data is.
 */
export function useTournamentEvents(
  tournamentId: string | null | undefined,
  { pollIntervalMs = 15_000, onEvent }: TournamentEventsOptions = {},
): LiveConnection {
  const client = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    if (!tournamentId) return;
    const stream = new SharedLiveStream(tournamentId, {
      event: (event) => {
        applyLiveEvent(client, event);
        onEventRef.current?.(event);
      },
      connection: setConnection,
    });
    stream.start();
    return () => stream.stop();
  }, [client, tournamentId]);

  useEffect(() => {
    if (!tournamentId || connection === 'live') return;
    const poll = () => {
      for (const queryKey of [
        queryKeys.leaderboard(tournamentId),
        queryKeys.todaysLeaderboard(),
        queryKeys.activity(tournamentId),
        tournamentQueryKey(tournamentId),
      ]) {
        void client.invalidateQueries({ queryKey, exact: true });
      }
    };
    const timer = setInterval(poll, pollIntervalMs);
    return () => clearInterval(timer);
  }, [client, connection, pollIntervalMs, tournamentId]);

  return connection;
}
