// The contests' names and what the volunteer station and a player's own measurement say, apart from the
// contest schema so the phone pages show them without loading zod.
import type { ContestKind } from './contest.schema';

/** Names shown on screens for each kind. */
export const contestKindLabels: Record<ContestKind, string> = {
  'closest-to-pin': 'Closest to the Pin',
  'longest-drive': 'Longest Drive',
  'straightest-drive': 'Straightest Drive',
  'hole-in-one': 'Hole-in-One Prize',
};

export const stationMessages = {
  entryFailed: 'Failed to record the measurement',
  voidFailed: 'Failed to void the entry',
  entryNeedsSignal: 'Measurements are recorded online: enter yours when the phone has signal',
  unverified: 'Unverified until a volunteer confirms it',
  linkRevoked: 'This station link has been revoked. Ask the organiser for a new one.',
  linkMissingToken: 'This station link is incomplete. Open it again from the QR code or the organiser’s message.',
  noLeader: 'No entry yet',
} as const;
