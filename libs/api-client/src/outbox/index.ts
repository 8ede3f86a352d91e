export { type OutboxEntry, type OutboxFailure, OutboxStore, outboxKey } from './outbox-store';
export { postScoresBatch } from './post-scores-batch';
export { isPermanent, type OutboxStatus, ScoreOutbox, type ScoreOutboxOptions, type SendScores } from './score-outbox';
export { writeSavedScores } from './write-saved-scores';
