import { currentAuthToken } from '@fairway/api-client';
import { postScoresBatch, ScoreOutbox, type OutboxStatus } from '@fairway/api-client/outbox';
import { startOutboxReplay } from '@fairway/api-client/outbox-replay';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { useEffect, useSyncExternalStore } from 'react';

let savedListener: ((saved: ScoreReadModel[]) => void) | undefined;
let outbox: ScoreOutbox | undefined;

/** One outbox per page (every scorecard on it shares the phone's queue). */
export function scoringOutbox(): ScoreOutbox {
  outbox ??= new ScoreOutbox({ send: postScoresBatch, refreshToken: currentAuthToken, onSaved: (saved) => savedListener?.(saved) });
  return outbox;
}

/** Replays the queue while the scorecard is open, and reports what the server saved. */
export function useScoringOutbox(onSaved: (saved: ScoreReadModel[]) => void): OutboxStatus {
  const box = scoringOutbox();
  useEffect(() => {
    savedListener = onSaved;
    return () => {
      if (savedListener === onSaved) savedListener = undefined;
    };
  }, [onSaved]);
  useEffect(() => {
    void box.refresh();
    return startOutboxReplay(box);
  }, [box]);
  return useSyncExternalStore(box.subscribe, box.getStatus);
}
