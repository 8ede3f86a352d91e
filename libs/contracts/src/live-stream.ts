// What a client of the live event stream needs at run time, without zod (the clubhouse TV's JavaScript
// budget has no room for it): the event types and the heartbeat.

/** The event types of GET /api/tournaments/{id}/events; live-event.schema.ts defines each one's data. */
export const liveEventTypes = [
  'leaderboard',
  'hole-scores',
  'activity',
  'charity',
  'tournament',
  'contests',
  'awards',
  'event-team',
  'auction',
  'field-message',
] as const;

/**
 * Not an event of the tournament: the stream sends one when it opens and every `seconds` after, without an
 * id, so a client can tell a stream that went silent (a connection dropped without a word, which
 * EventSource may not notice for many minutes) from a quiet moment of the round.
 */
export const liveHeartbeat = {
  type: 'heartbeat',
  /** A stream that missed this many heartbeats in a row is taken as dead and opened again. */
  missedBeforeReconnect: 3,
} as const;

/** The data of a heartbeat. */
export interface LiveHeartbeatData {
  seconds: number;
}
