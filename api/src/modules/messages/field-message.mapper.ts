import {
  type DeliveryCounts,
  type FieldMessage,
  fieldMessageMessages,
  messageAudience,
  type MessageAudience,
  type MessageDelivery,
  type ScorecardBanner,
} from '@fairway/contracts/field-message';
import type { MailDelivery } from '../mail/mail.service';
import type { FieldMessageRow } from './field-messages.repository';

/** Where an address plays now: its player's name and team. */
export type PeopleByEmail = ReadonlyMap<string, { name: string; teamName: string }>;

/** A reminder or results row written with another audience shape reads as the whole field. */
function audienceOf(row: FieldMessageRow): MessageAudience {
  const parsed = messageAudience.safeParse(row.audience);
  return parsed.success ? parsed.data : { kind: 'all' };
}

export function audienceLabel(audience: MessageAudience, teamNames: ReadonlyMap<string, string>): string {
  switch (audience.kind) {
    case 'all':
      return fieldMessageMessages.audienceAll;
    case 'unpaid':
      return fieldMessageMessages.audienceUnpaid;
    case 'team':
      return teamNames.get(audience.teamId) ?? fieldMessageMessages.audienceTeamGone;
  }
}

export function toFieldMessage(row: FieldMessageRow, counts: DeliveryCounts, teamNames: ReadonlyMap<string, string>): FieldMessage {
  const audience = audienceOf(row);
  return {
    id: row.id,
    kind: row.kind,
    audience,
    audienceLabel: audienceLabel(audience, teamNames),
    subject: row.subject,
    body: row.body,
    showOnScorecards: row.showOnScorecards,
    sentByName: row.sentByName,
    sentAt: row.sentAt.toISOString(),
    counts,
  };
}

export function toBanner(row: FieldMessageRow): ScorecardBanner {
  return { id: row.id, subject: row.subject, body: row.body, sentAt: row.sentAt.toISOString() };
}

/** The name the e-mail greeted, when the address no longer plays in the field. */
function greetedName(data: unknown): string | null {
  const name = (data as { recipientName?: unknown } | null)?.recipientName;
  return typeof name === 'string' && name.trim() ? name : null;
}

export function toDelivery(row: MailDelivery, people: PeopleByEmail): MessageDelivery {
  const person = people.get(row.recipient.trim().toLowerCase());
  return {
    name: person?.name ?? greetedName(row.data),
    email: row.recipient,
    teamName: person?.teamName ?? null,
    state: row.state,
    reason: row.lastError,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
