// Closing scoring, hiding the last holes until the ceremony, the award list and the MC's reveal.
import { z } from 'zod';
import { entityId, isoTimestamp, optionalText, wholeNumberBetween } from './common.schema';
import { awardsMessages } from './awards-messages';
import { limits } from './limits';

export { awardsMessages };

export const placePrize = z.object({ prize: optionalText(limits.contests.maxTextLength), sponsorName: optionalText(limits.contests.maxTextLength) });

/** `PUT /api/tournaments/{tournamentId}/awards/settings` (tournament admin). */
export const awardsSettingsInput = z.object({
  /** Each team's last holes (in its own playing order, so a shotgun start hides the holes it plays last). */
  hiddenHoles: wholeNumberBetween(0, limits.awards.maxHiddenHoles, awardsMessages.hiddenHoles),
  /** Prize and sponsor of 1st, 2nd and 3rd place. */
  placePrizes: z.array(placePrize, { error: awardsMessages.placePrizes }).max(limits.awards.places, { error: awardsMessages.placePrizes }).default([]),
});
export type AwardsSettingsInput = z.output<typeof awardsSettingsInput>;

export const awardsSettings = z.object({
  tournamentId: entityId,
  hiddenHoles: z.number().int(),
  placePrizes: z.array(z.object({ prize: z.string().nullable(), sponsorName: z.string().nullable() })),
  scoringClosedAt: isoTimestamp.nullable(),
});
export type AwardsSettings = z.infer<typeof awardsSettings>;

/** `POST /api/tournaments/{tournamentId}/awards/close-scoring` (tournament admin): every card locked. */
export const closeScoringResponse = awardsSettings.extend({ cardsLocked: z.number().int() });
export type CloseScoringResponse = z.infer<typeof closeScoringResponse>;

export const awardWinner = z.object({ name: z.string(), teamName: z.string().nullable(), detail: z.string() });
export type AwardWinner = z.infer<typeof awardWinner>;

export const award = z.object({
  /** Stable within a tournament: 'place-1', 'contest-<id>-<division>', 'skins-gross'. */
  id: z.string(),
  category: z.enum(['place', 'contest', 'skins']),
  /** '1st Place', 'Longest Drive (Men), hole 7', 'Skins (gross)'. */
  title: z.string(),
  prize: z.string().nullable(),
  sponsorName: z.string().nullable(),
  /** Empty when nobody won it (no entry, every skin tied). */
  winners: z.array(awardWinner),
});
export type Award = z.infer<typeof award>;

/** `GET /api/tournaments/{tournamentId}/awards` (tournament admin): the list as it stands. */
export const awardsResponse = z.object({ tournamentId: entityId, awards: z.array(award) });
export type AwardsResponse = z.infer<typeof awardsResponse>;

export const revealActions = ['start', 'announce', 'reveal', 'finish'] as const;
export const revealInput = z.object({ action: z.enum(revealActions, { error: awardsMessages.action }) });
export type RevealInput = z.infer<typeof revealInput>;

export const revealPhases = ['waiting', 'started', 'announced', 'revealed', 'finished'] as const;

/**
 * `GET /api/tournaments/{tournamentId}/awards/reveal` (public) and the `awards` live event: what the TV
 * shows. The award on stage has no winners while it is only announced; awards not yet reached are absent.
 */
export const revealState = z.object({
  tournamentId: entityId,
  phase: z.enum(revealPhases),
  /** Awards in the ceremony (fixed when the reveal starts). */
  total: z.number().int(),
  /** 1-based number of the award on stage; 0 before the first. */
  step: z.number().int(),
  current: award.nullable(),
  /** Awards revealed so far, in order (every award once finished). */
  revealed: z.array(award),
  updatedAt: isoTimestamp,
});
export type RevealState = z.infer<typeof revealState>;
