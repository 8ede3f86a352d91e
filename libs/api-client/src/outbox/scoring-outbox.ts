import type { ScoreReadModel } from '@fairway/contracts/score';
import { currentAuthToken } from '../http/auth-token-provider';
import { postScoresBatch } from './post-scores-batch';
import { ScoreOutbox } from './score-outbox';

let savedListener: ((saved: ScoreReadModel[]) => void) | undefined;
let outbox: ScoreOutbox | undefined;

/** One outbox per page (every scorecard on it shares the phone's queue). */
export function scoringOutbox(): ScoreOutbox {
  outbox ??= new ScoreOutbox({ send: postScoresBatch, refreshToken: currentAuthToken, onSaved: (saved) => savedListener?.(saved) });
  return outbox;
}

/** Who hears what the server saved: the open scorecard; returns the way to stop listening. */
export function listenForSavedScores(listener: (saved: ScoreReadModel[]) => void): () => void {
  savedListener = listener;
  return () => {
    if (savedListener === listener) savedListener = undefined;
  };
}
