// The players' messages: messages to the field from the organiser, the reminder before the day and the results
// after Close Scoring. All go through the mail outbox; a message to the field is also a banner on open scorecards.
import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { fieldMessageMessages } from './field-message-messages';
import { mailStates } from './mail.schema';

export { fieldMessageMessages } from './field-message-messages';

/** How often the organisers of one tournament may write to the field (a reminder and the results do not count). */
export const fieldMessageLimits = { perHour: 3, perDay: 10, subjectMax: 120, bodyMax: 2000 } as const;

/** Who gets a message: every player with an e-mail, one team, or the players of teams that have not paid. */
export const messageAudience = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('all') }), z.object({ kind: z.literal('team'), teamId: entityId }), z.object({ kind: z.literal('unpaid') })],
  { error: fieldMessageMessages.audienceInvalid },
);
export type MessageAudience = z.infer<typeof messageAudience>;

/** `POST /api/tournaments/{id}/messages` and `.../messages/preview` (messages.send). */
export const fieldMessageInput = z.object({
  audience: messageAudience,
  subject: z
    .string({ error: fieldMessageMessages.subjectRequired })
    .trim()
    .min(1, fieldMessageMessages.subjectRequired)
    .max(fieldMessageLimits.subjectMax, fieldMessageMessages.subjectTooLong),
  body: z
    .string({ error: fieldMessageMessages.bodyRequired })
    .trim()
    .min(1, fieldMessageMessages.bodyRequired)
    .max(fieldMessageLimits.bodyMax, fieldMessageMessages.bodyTooLong),
  /** Also shown as a banner on the audience's open scorecards. */
  showOnScorecards: z.boolean().default(true),
});
export type FieldMessageInput = z.infer<typeof fieldMessageInput>;
export type FieldMessageRequest = z.input<typeof fieldMessageInput>;

/** What one message would be, before it is sent: who gets it and the e-mail as the first of them reads it. */
export const fieldMessagePreview = z.object({
  recipients: z.number().int().min(0),
  /** Players of the audience without an e-mail address (they see the banner only). */
  withoutEmail: z.number().int().min(0),
  /** Addresses that unsubscribed (they are skipped). */
  unsubscribed: z.number().int().min(0),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type FieldMessagePreview = z.infer<typeof fieldMessagePreview>;

/** The delivery of one message to one person, as the outbox knows it. */
export const messageDelivery = z.object({
  name: z.string().nullable(),
  email: z.string(),
  teamName: z.string().nullable(),
  state: z.enum(mailStates),
  /** Why it failed or was not sent. */
  reason: z.string().nullable(),
  sentAt: isoTimestamp.nullable(),
});
export type MessageDelivery = z.infer<typeof messageDelivery>;

export const deliveryCounts = z.object({
  queued: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  suppressed: z.number().int().min(0),
  withdrawn: z.number().int().min(0),
});
export type DeliveryCounts = z.infer<typeof deliveryCounts>;

/** The kinds of message an organiser sees in the history: their own messages, the reminder and the results. */
export const fieldMessageKinds = ['message', 'reminder', 'results'] as const;

/** One sent message in the organiser's history (`GET /api/tournaments/{id}/messages`). */
export const fieldMessage = z.object({
  id: entityId,
  kind: z.enum(fieldMessageKinds),
  audience: messageAudience,
  /** The team's name when the audience is one team. */
  audienceLabel: z.string(),
  subject: z.string(),
  body: z.string(),
  showOnScorecards: z.boolean(),
  sentByName: z.string().nullable(),
  sentAt: isoTimestamp,
  counts: deliveryCounts,
});
export type FieldMessage = z.infer<typeof fieldMessage>;
export const fieldMessagesResponse = z.array(fieldMessage);

/** `GET /api/tournaments/{id}/messages/{messageId}/deliveries`: one row per recipient. */
export const messageDeliveriesResponse = z.array(messageDelivery);

export const fieldMessageParams = z.object({ id: entityId, messageId: entityId });
export type FieldMessageParams = z.infer<typeof fieldMessageParams>;

/** `GET /api/tournaments/{id}/messages/mine` (a signed-in player): the banners for the caller's scorecard, newest first. */
export const scorecardBanner = z.object({ id: entityId, subject: z.string(), body: z.string(), sentAt: isoTimestamp });
export type ScorecardBanner = z.infer<typeof scorecardBanner>;
export const scorecardBannersResponse = z.array(scorecardBanner).max(5);

/** The live event `field-message`: only which message, as the stream is public; the audience reads it with `mine`. */
export const fieldMessageEventData = z.object({ tournamentId: entityId, messageId: entityId });
export type FieldMessageEventData = z.infer<typeof fieldMessageEventData>;

/** `PUT /api/tournaments/{id}/messages/reminder` (messages.send): when the reminder goes out. */
export const reminderSettingsInput = z.object({
  enabled: z.boolean(),
  daysBefore: z
    .number({ error: fieldMessageMessages.daysBeforeInvalid })
    .int(fieldMessageMessages.daysBeforeInvalid)
    .min(1, fieldMessageMessages.daysBeforeInvalid)
    .max(14, fieldMessageMessages.daysBeforeInvalid),
  /** The local time of the tournament's day it goes, "09:00". */
  sendAt: z.string({ error: fieldMessageMessages.reminderTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldMessageMessages.reminderTimeInvalid),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInput>;

/** `GET .../messages/reminder`: the settings, when it is due, and when it went (with its history row's id). */
export const reminderState = reminderSettingsInput.extend({
  dueAt: isoTimestamp.nullable(),
  sentAt: isoTimestamp.nullable(),
  messageId: entityId.nullable(),
});
export type ReminderState = z.infer<typeof reminderState>;

/** `GET .../messages/results`: whether the results and thank-you went out after Close Scoring. */
export const resultsState = z.object({
  scoringClosedAt: isoTimestamp.nullable(),
  sentAt: isoTimestamp.nullable(),
  messageId: entityId.nullable(),
});
export type ResultsState = z.infer<typeof resultsState>;
