import { z } from 'zod';
import { isoTimestamp } from './common.schema';
import { invitableRole } from './event-team.schema';

/** Every e-mail the product sends; each has its own data below. */
export const mailTemplateNames = [
  'registration-confirmation',
  'captain-invite',
  'waitlist-offer',
  'refund-notice',
  'gift-receipt',
  'event-invite',
  'auction-outbid',
  'previous-field-invite',
  'auction-won',
  'field-message',
  'event-reminder',
  'event-results',
  'donor-thank-you',
] as const;
export const mailTemplateName = z.enum(mailTemplateNames);
export type MailTemplateName = z.infer<typeof mailTemplateName>;

/**
 * Messages the recipient did not ask for by paying (an offer to buy, an invitation the captain sent to a
 * teammate): they carry an unsubscribe link and List-Unsubscribe, and an unsubscribed address is skipped.
 * Receipts and refund notices are transactional and always sent.
 */
export const nonTransactionalTemplates: ReadonlySet<MailTemplateName> = new Set([
  'captain-invite',
  'waitlist-offer',
  'previous-field-invite',
  'auction-outbid',
  'field-message',
  'event-reminder',
  'event-results',
  'donor-thank-you',
]);

const cents = z.number().int().min(0).max(100_000_000);
const name = z.string().trim().min(1).max(200);
const optionalName = name.nullable().optional();
/** A path inside the app ("/tournament/<id>/register/..."): the mail module puts the public origin before it. */
export const appPath = z
  .string()
  .max(1000)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path starting with a single /');

/** What was paid and what the payer received in return: the receipt's figures come from receiptFigures. */
export const mailReceipt = z.object({
  /** Shown as the receipt's number (a registration's or ledger entry's id). */
  receiptNumber: z.string().trim().min(1).max(60),
  paidAt: isoTimestamp,
  payerName: name,
  /** Each thing bought at its price for one (`amountCents`), shown with its quantity and their total. */
  lines: z
    .array(z.object({ description: name, quantity: z.number().int().min(1).max(1000), amountCents: cents }))
    .min(1)
    .max(50),
  /** Taken off the lines (a promo code), shown as a minus amount. */
  discount: z
    .object({ description: name, amountCents: cents.min(1) })
    .nullable()
    .optional(),
  paidCents: cents,
  /** The organiser's fair market value of what the payer received (golf, meals, signage); 0 for a gift. */
  fairMarketValueCents: cents,
  /** What was received, in words ("Golf, cart and dinner for four"); null for a gift. */
  receivedDescription: z.string().trim().max(300).nullable().optional(),
  /** The receipt's page, when there is one. */
  receiptPath: appPath.nullable().optional(),
});
export type MailReceipt = z.infer<typeof mailReceipt>;

export const registrationConfirmationData = z.object({
  recipientName: name,
  teamName: optionalName,
  inviteCode: z.string().trim().max(20).nullable().optional(),
  startingHole: z.number().int().min(1).max(18).nullable().optional(),
  confirmationPath: appPath,
  receipt: mailReceipt,
});

export const captainInviteData = z.object({
  /** The teammate's name when the captain gave it; null writes to the teammate without a name. */
  recipientName: optionalName,
  captainName: name,
  teamName: name,
  inviteCode: z.string().trim().min(1).max(20),
  /** Where the teammate fills in their own details (the team's invite code in it). */
  invitePath: appPath,
});

export const waitlistOfferData = z.object({
  recipientName: optionalName,
  /** What the place is ("a team entry (foursome)"). */
  offered: name,
  offerPath: appPath,
  /** Shown in the tournament's time zone. */
  expiresAt: isoTimestamp,
});

export const refundNoticeData = z.object({
  recipientName: optionalName,
  /** What the refunded payment bought ("Team entry: The Birdie Hunters"). */
  refundedFor: name,
  refundedCents: cents.min(1),
  paidCents: cents,
  reason: z.string().trim().max(500).nullable().optional(),
  receiptPath: appPath.nullable().optional(),
});

export const giftReceiptData = z.object({
  recipientName: name,
  receipt: mailReceipt,
});

export const eventInviteData = z.object({
  /** Who invited: their name, else their e-mail address. */
  inviterName: name,
  role: invitableRole,
  /** Where the invitation is accepted (its one-time code in it). */
  invitePath: appPath,
  code: z.string().trim().min(1).max(100),
});

/** A bidder lost the lead on an item: its title, the price now and the item's page. */
export const auctionOutbidData = z.object({
  itemTitle: name,
  priceCents: cents,
  itemPath: appPath,
});

/** A bidder won an auction item: what they owe, and how to pay (online when a provider exists, else at the desk). */
export const auctionWonData = z.object({
  itemTitle: name,
  priceCents: cents,
  bidderNumber: z.number().int().min(1),
  itemPath: appPath,
  /** The bidder's bill (my bids) when they can pay online; null: pay at the auction desk. */
  payPath: appPath.nullable(),
});

/** Last year's player or donor invited to register for this year's event (its registration page). */
export const previousFieldInviteData = z.object({
  recipientName: optionalName,
  /** Last year's event, named in the invitation. */
  previousEventName: name,
  registerPath: appPath,
});

/** The organiser's message to the field (all players, a team, the unpaid): their subject and words as written. */
export const fieldMessageData = z.object({
  recipientName: optionalName,
  messageId: z.string().trim().min(1).max(60),
  subject: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(2000),
  /** The player's scorecard, where the message is also shown. */
  scorecardPath: appPath,
});

/** The reminder before the day: when and where, the player's start, their team's join link (as a QR too) and a calendar file. */
export const eventReminderData = z.object({
  recipientName: optionalName,
  teamName: optionalName,
  /** The tournament's day, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  courseName: name,
  /** "Hole 7B" or "Hole 1 at 08:10" (startLabel); null before the starts are assigned. */
  startLabel: z.string().trim().max(60).nullable(),
  /** A shotgun's horn or the team's tee time, "08:00"; null when not announced. */
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
  /** The date at startTime in the tournament's time zone, as an instant (the calendar file's start); null without a time. */
  startsAt: isoTimestamp.nullable(),
  /** The team's join link (its invite code in it); null for a player without a team. */
  joinPath: appPath.nullable(),
  scorecardPath: appPath,
});

/** After Close Scoring: the team's place, the money raised, the winners, and a thank-you. */
export const eventResultsData = z.object({
  recipientName: optionalName,
  teamName: optionalName,
  /** The team's final place (ties share it); null for a player whose team has no score. */
  place: z.number().int().min(1).nullable(),
  teamsPlaced: z.number().int().min(0),
  raisedCents: cents,
  /** The awards as the reveal names them ("1st place", "Longest drive, hole 7") with who won each. */
  winners: z.array(z.object({ title: name, winner: name })).max(40),
  resultsPath: appPath,
});

/** After Close Scoring, to each donor: thank you, what the event raised, and their gift's receipt. */
export const donorThankYouData = z.object({
  recipientName: optionalName,
  giftCents: cents,
  raisedCents: cents,
  receiptPath: appPath.nullable(),
});

export const mailTemplateData = {
  'registration-confirmation': registrationConfirmationData,
  'captain-invite': captainInviteData,
  'waitlist-offer': waitlistOfferData,
  'refund-notice': refundNoticeData,
  'gift-receipt': giftReceiptData,
  'event-invite': eventInviteData,
  'previous-field-invite': previousFieldInviteData,
  'auction-outbid': auctionOutbidData,
  'auction-won': auctionWonData,
  'field-message': fieldMessageData,
  'event-reminder': eventReminderData,
  'event-results': eventResultsData,
  'donor-thank-you': donorThankYouData,
} as const satisfies Record<MailTemplateName, z.ZodType>;

export type MailTemplateData = { [T in MailTemplateName]: z.infer<(typeof mailTemplateData)[T]> };

/** A template with its data, as MailService.enqueue takes it (data as the caller writes it). */
export type MailContent = { [T in MailTemplateName]: { template: T; data: z.input<(typeof mailTemplateData)[T]> } }[MailTemplateName];

/**
 * One message to send. `dedupeKey` names the occasion ("registration-confirmation:<registrationId>"):
 * enqueuing the same key again is a no-op, so a replayed webhook mails once.
 */
export type MailMessage = MailContent & {
  tournamentId: string;
  to: string;
  dedupeKey: string;
};

export const mailStates = ['queued', 'sent', 'failed', 'suppressed', 'withdrawn'] as const;
export type MailState = (typeof mailStates)[number];

/** The outbox's figures, as the health check and metrics report them. */
export const mailOutboxHealth = z.object({
  queued: z.number().int().min(0),
  /** Seconds the oldest queued message has waited (0 with none). */
  oldestQueuedSeconds: z.number().min(0),
  failed: z.number().int().min(0),
  /** Where mail goes: smtp (SMTP_URL set) or none (messages stay queued). */
  transport: z.enum(['smtp', 'none']),
});
export type MailOutboxHealth = z.infer<typeof mailOutboxHealth>;
