import { useCallback, useEffect, useRef } from 'react';

/** Taps on minus and plus this close together are one change: stepping 6, 5, 4 sends one 4. */
export const STEP_SETTLE_MS = 1000;

type Commit = (playerId: string, strokes: number) => void;

/**
 * Commits a player's stepped score once the taps stop, or at once when the hole is left or the field
 * committed otherwise (`flush`). Without it every tap would reach the server, and a score passed through on
 * the way (a 3 on the way from 5 to 4) would reach teammates and the activity feed as a birdie.
 */
export function useSettledCommit(commit: Commit): { schedule: Commit; flush: (playerId: string) => void } {
  const pending = useRef(new Map<string, { strokes: number; timer: ReturnType<typeof setTimeout> }>());
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const flush = useCallback((playerId: string) => {
    const entry = pending.current.get(playerId);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.current.delete(playerId);
    commitRef.current(playerId, entry.strokes);
  }, []);

  const schedule = useCallback(
    (playerId: string, strokes: number) => {
      const previous = pending.current.get(playerId);
      if (previous) clearTimeout(previous.timer);
      pending.current.set(playerId, { strokes, timer: setTimeout(() => flush(playerId), STEP_SETTLE_MS) });
    },
    [flush],
  );

  useEffect(() => {
    const waiting = pending.current;
    return () => [...waiting.keys()].forEach((playerId) => flush(playerId));
  }, [flush]);

  return { schedule, flush };
}
