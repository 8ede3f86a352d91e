import type { PostScoreInput } from '@fairway/contracts/score';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { startOutboxReplay } from './outbox-replay';
import type { OutboxStatus } from './score-outbox';
import { listenForSavedScores, scoringOutbox } from './scoring-outbox';
import { writeSavedScores } from './write-saved-scores';

export interface ScoringOutbox {
  status: OutboxStatus;
  /** Keeps the score on the phone first, then sends it when it can. */
  enqueue: (score: PostScoreInput) => void;
  /** Drops a score the server refused. */
  discard: (key: string) => void;
}

/**
 * The phone's score queue while the scorecard is open: replayed whenever the signal may be back, and what the
 * server saved written where the card reads it.
 */
export function useScoringOutbox(): ScoringOutbox {
  const client = useQueryClient();
  const box = scoringOutbox();
  useEffect(() => listenForSavedScores((saved) => writeSavedScores(client, saved)), [client]);
  useEffect(() => {
    void box.refresh();
    return startOutboxReplay(box);
  }, [box]);
  const status = useSyncExternalStore(box.subscribe, box.getStatus);
  return { status, enqueue: (score) => void box.enqueue(score), discard: (key) => void box.discard(key) };
}
