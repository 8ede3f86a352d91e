import { z } from 'zod';
import { entityId } from './common.schema';

export const matchPairingMessages = {
  sameTeam: 'A team cannot play a match against itself',
  teamTwice: 'Each team can play in only one match',
  tooMany: 'At most 100 matches per tournament',
  notMatchPlay: 'Match pairings are only for match-play tournaments',
  unknownTeam: 'Every paired team must belong to this tournament',
} as const;

const pairingInput = z.object({ teamAId: entityId, teamBId: entityId }).refine((pairing) => pairing.teamAId !== pairing.teamBId, {
  error: matchPairingMessages.sameTeam,
});

/** `PUT /api/tournaments/{id}/match-pairings` (tournament admin): replaces the tournament's matches. */
export const matchPairingsInput = z.object({
  pairings: z
    .array(pairingInput)
    .max(100, { error: matchPairingMessages.tooMany })
    .refine((pairings) => new Set(pairings.flatMap((p) => [p.teamAId, p.teamBId])).size === pairings.length * 2, {
      error: matchPairingMessages.teamTwice,
    }),
});
export type MatchPairingsInput = z.infer<typeof matchPairingsInput>;

export const matchPairing = z.object({ id: entityId, tournamentId: entityId, teamAId: entityId, teamBId: entityId });
export type MatchPairing = z.infer<typeof matchPairing>;

/** `GET /api/tournaments/{id}/match-pairings` (public) and the PUT's answer, in the order they were given. */
export const matchPairingsResponse = z.array(matchPairing);
export type MatchPairingsResponse = z.infer<typeof matchPairingsResponse>;
