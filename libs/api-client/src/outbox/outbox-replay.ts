import type { ScoreOutbox } from './score-outbox';

/** Timer between replays: with the online and visibility signals, a queue goes out within 5 s of a signal. */
export const replayIntervalMs = 4000;

/**
 * Replays the outbox when the signal returns (online event), when the page is visible again and on a
 * timer (a phone often reports "online" late or never). Returns the function that stops it.
 */
export function startOutboxReplay(outbox: Pick<ScoreOutbox, 'flush'>, intervalMs = replayIntervalMs): () => void {
  const replay = () => void outbox.flush();
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(replay, intervalMs);
  replay();
  return () => {
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
