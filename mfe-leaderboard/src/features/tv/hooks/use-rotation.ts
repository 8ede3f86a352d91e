import { useCallback, useEffect, useState } from 'react';

/** The first turn from `current` on that shows `slot` of `slots` (`current` itself when it already does). */
export function nextTurnShowing(current: number, slot: number, slots: number): number {
  const at = current % slots;
  return at === slot ? current : current - at + slot + (slot < at ? slots : 0);
}

/**
 * A turn counter that advances every `seconds`: the TV's rotating panels read what to show from it.
 * `jumpTo(slot, slots)` moves on to the next turn showing that slot and gives it its full time.
 */
export function useRotation(seconds: number): { turn: number; jumpTo: (slot: number, slots: number) => void } {
  const [turn, setTurn] = useState(0);
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTurn((current) => current + 1), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds, restarts]);
  const jumpTo = useCallback((slot: number, slots: number) => {
    setTurn((current) => nextTurnShowing(current, slot, slots));
    setRestarts((count) => count + 1);
  }, []);
  return { turn, jumpTo };
}
