// Charity fields are dollars in API JSON (the database stores cents). The three admin PATCH calls
// reply with the updated Tournament, so the reply has charityGoal, charityRaised and charityPaypalLink.
import { z } from 'zod';
import { entityId, plainNumber } from './common.schema';
import { limits } from './limits';
import { messages, toastLine } from './messages';
import { fundraisingMessages } from './fundraising-messages';

const wholeDollars = /^\d+$/;
const dollarsAndCents = /^\d+(\.\d{1,2})?$/;
const httpUrl = /^https?:\/\/\S+$/i;
const maxLinkLength = 2048;

// Text is read as it is: padded text (" 12 ") is refused, like any other text that is not a plain amount.
function amountText(input: number | string): string {
  if (typeof input === 'string') return input;
  return Number.isFinite(input) ? String(input) : '';
}

/** A form value or JSON number that must read as a non-negative amount with the given pattern. */
function amountInput(pattern: RegExp, invalidMessage: string) {
  return z.union([z.number(), z.string()], { error: invalidMessage }).transform((input, ctx) => {
    const text = amountText(input);
    if (!pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: invalidMessage });
      return z.NEVER;
    }
    const amount = Number(text);
    if (amount > limits.maxCharityDollars) {
      ctx.addIssue({ code: 'custom', message: fundraisingMessages.charityAmountTooLarge });
      return z.NEVER;
    }
    return amount;
  });
}

/** Create form: a number (or plain numeric text) of whole dollars, at least 1. */
export const charityGoalOnCreate = plainNumber(messages.tournament.charityGoalMin).pipe(
  z
    .number()
    .int(messages.tournament.charityGoalMin)
    .min(limits.minCharityGoalOnCreate, messages.tournament.charityGoalMin)
    .max(limits.maxCharityDollars, fundraisingMessages.charityAmountTooLarge),
);

/** Admin charity tab: the goal must read as an integer >= 0. */
export const charityGoalAmount = amountInput(wholeDollars, fundraisingMessages.charityGoalInvalid);

/** Admin charity tab: the amount raised must read as a decimal >= 0 with at most 2 decimals (cents). */
export const charityRaisedAmount = amountInput(dollarsAndCents, fundraisingMessages.charityRaisedInvalid);

/** Empty text or null removes the link; anything else must be an http(s) URL. */
export const charityPaypalLinkValue = z.union([z.string(), z.null()], { error: toastLine(fundraisingMessages.paypalLinkInvalid) }).transform((input, ctx) => {
  const link = input?.trim() ?? '';
  if (link === '') return null;
  if (!httpUrl.test(link) || link.length > maxLinkLength) {
    ctx.addIssue({ code: 'custom', message: toastLine(fundraisingMessages.paypalLinkInvalid) });
    return z.NEVER;
  }
  return link;
});

export const updateCharityGoalInput = z.object({ charityGoal: charityGoalAmount });
export type UpdateCharityGoalInput = z.infer<typeof updateCharityGoalInput>;

export const updateCharityRaisedInput = z.object({ charityRaised: charityRaisedAmount });
export type UpdateCharityRaisedInput = z.infer<typeof updateCharityRaisedInput>;

export const updateCharityPaypalInput = z.object({ charityPaypalLink: charityPaypalLinkValue });
export type UpdateCharityPaypalInput = z.infer<typeof updateCharityPaypalInput>;

/** `GET /api/tournaments/{id}/raised-by-team`: received money credited to each team, largest first. */
export const raisedByTeamResponse = z.array(z.object({ teamId: entityId, teamName: z.string(), raised: z.number() }));
export type RaisedByTeamResponse = z.infer<typeof raisedByTeamResponse>;
