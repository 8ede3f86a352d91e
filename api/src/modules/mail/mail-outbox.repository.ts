import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MailState, MailTemplateName } from '@fairway/contracts/mail';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

/** A message the runner has claimed, with what it needs to render and send it. */
export interface ClaimedMailRow {
  id: string;
  claim_id: string;
  tournament_id: string;
  recipient: string;
  template: MailTemplateName;
  data: unknown;
  attempts: number;
}

export interface NewMailRow {
  tournamentId: string;
  recipient: string;
  template: MailTemplateName;
  data: unknown;
  dedupeKey: string;
  /** queued, or failed at once when the message could never be sent (its reason in lastError). */
  state: 'queued' | 'failed';
  lastError: string | null;
  /** Not sent before this many seconds from now (0: at once). */
  delaySeconds: number;
  /** The message to the field (field_messages.id) this e-mail is one of; null for any other mail. */
  batchId: string | null;
}

/** One e-mail of a batch as the outbox knows it. */
export interface BatchDeliveryRow {
  recipient: string;
  data: unknown;
  state: MailState;
  lastError: string | null;
  sentAt: Date | null;
}

export interface BatchStateCount {
  batchId: string;
  state: MailState;
  count: number;
}

export interface MailOutboxFigures {
  queued: number;
  oldest_queued_seconds: number;
  failed: number;
}

const INSERT = new NamedStatement<
  {
    tournamentId: 'uuid';
    recipient: 'text';
    template: 'text';
    data: 'jsonb';
    dedupeKey: 'text';
    state: 'text';
    lastError: 'text';
    delaySeconds: 'integer';
    batchId: 'uuid';
  },
  { id: string }
>(
  'mail-outbox-insert',
  {
    tournamentId: 'uuid',
    recipient: 'text',
    template: 'text',
    data: 'jsonb',
    dedupeKey: 'text',
    state: 'text',
    lastError: 'text',
    delaySeconds: 'integer',
    batchId: 'uuid',
  },
  ({ tournamentId, recipient, template, data, dedupeKey, state, lastError, delaySeconds, batchId }) => `
  INSERT INTO mail_outbox (tournament_id, recipient, template, data, dedupe_key, state, last_error, next_attempt_at, batch_id)
  VALUES (${tournamentId}, ${recipient}, ${template}, ${data}, ${dedupeKey}, ${state}, ${lastError}, now() + make_interval(secs => ${delaySeconds}), ${batchId})
  ON CONFLICT ON CONSTRAINT mail_outbox_dedupe_key DO NOTHING
  RETURNING id`,
);

// Only a message no runner holds: one being sent now is past withdrawing.
const WITHDRAW = new NamedStatement<{ dedupeKey: 'text'; reason: 'text' }, never>(
  'mail-outbox-withdraw',
  { dedupeKey: 'text', reason: 'text' },
  ({ dedupeKey, reason }) => `
  UPDATE mail_outbox SET state = 'withdrawn', last_error = ${reason}
   WHERE dedupe_key = ${dedupeKey} AND state = 'queued' AND (claimed_until IS NULL OR claimed_until < now())`,
);

// One statement takes the next due row no other runner holds (SKIP LOCKED) and leases it to this claim: a
// second replica sees it claimed until the lease runs out, which only happens if this one died mid-send.
const CLAIM_NEXT = new NamedStatement<{ claimId: 'uuid'; leaseSeconds: 'integer' }, ClaimedMailRow>(
  'mail-outbox-claim-next',
  { claimId: 'uuid', leaseSeconds: 'integer' },
  ({ claimId, leaseSeconds }) => `
  UPDATE mail_outbox o
     SET attempts = o.attempts + 1, claim_id = ${claimId}, claimed_until = now() + make_interval(secs => ${leaseSeconds})
    FROM (SELECT id FROM mail_outbox
           WHERE state = 'queued' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY next_attempt_at, created_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED) due
   WHERE o.id = due.id
  RETURNING o.id, o.claim_id, o.tournament_id, o.recipient, o.template, o.data, o.attempts`,
);

const FINISH = new NamedStatement<{ id: 'uuid'; claimId: 'uuid'; state: 'text'; lastError: 'text'; messageId: 'text' }, never>(
  'mail-outbox-finish',
  { id: 'uuid', claimId: 'uuid', state: 'text', lastError: 'text', messageId: 'text' },
  ({ id, claimId, state, lastError, messageId }) => `
  UPDATE mail_outbox
     SET state = ${state}, last_error = ${lastError}, message_id = ${messageId}, claim_id = NULL, claimed_until = NULL,
         sent_at = CASE WHEN ${state} = 'sent' THEN now() ELSE sent_at END
   WHERE id = ${id} AND claim_id = ${claimId} AND state = 'queued'`,
);

const RETRY_LATER = new NamedStatement<{ id: 'uuid'; claimId: 'uuid'; lastError: 'text'; delayMs: 'integer' }, never>(
  'mail-outbox-retry-later',
  { id: 'uuid', claimId: 'uuid', lastError: 'text', delayMs: 'integer' },
  ({ id, claimId, lastError, delayMs }) => `
  UPDATE mail_outbox
     SET last_error = ${lastError}, next_attempt_at = now() + make_interval(secs => ${delayMs} / 1000.0), claim_id = NULL, claimed_until = NULL
   WHERE id = ${id} AND claim_id = ${claimId} AND state = 'queued'`,
);

const NEXT_DUE_IN_MS = new NamedStatement<Record<string, never>, { due_in_ms: number | null }>(
  'mail-outbox-next-due',
  {},
  () => `
  SELECT GREATEST(0, CEIL(EXTRACT(EPOCH FROM MIN(GREATEST(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) - now()) * 1000))::integer AS due_in_ms
    FROM mail_outbox WHERE state = 'queued'`,
);

// A message held back on purpose (an outbid e-mail's minute) waits only from when it is due; once tried, from its creation.
const waitingSince = 'CASE WHEN attempts = 0 THEN LEAST(next_attempt_at, now()) ELSE created_at END';

const FIGURES = new NamedStatement<Record<string, never>, MailOutboxFigures>(
  'mail-outbox-figures',
  {},
  () => `
  SELECT COUNT(*) FILTER (WHERE state = 'queued')::integer AS queued,
         COALESCE(EXTRACT(EPOCH FROM now() - MIN(${waitingSince}) FILTER (WHERE state = 'queued')), 0)::float8 AS oldest_queued_seconds,
         COUNT(*) FILTER (WHERE state = 'failed')::integer AS failed
    FROM mail_outbox`,
);

const RECIPIENT = new NamedStatement<{ id: 'uuid' }, { recipient: string }>(
  'mail-outbox-recipient',
  { id: 'uuid' },
  ({ id }) => `SELECT recipient FROM mail_outbox WHERE id = ${id}`,
);

const SUPPRESSED = new NamedStatement<{ email: 'text' }, { email: string }>(
  'mail-suppressed',
  { email: 'text' },
  ({ email }) => `SELECT email FROM mail_suppressions WHERE email = lower(${email})`,
);

const SUPPRESS = new NamedStatement<{ email: 'text'; reason: 'text' }, never>(
  'mail-suppress',
  { email: 'text', reason: 'text' },
  ({ email, reason }) => `INSERT INTO mail_suppressions (email, reason) VALUES (lower(${email}), ${reason}) ON CONFLICT (email) DO NOTHING`,
);

const BATCH = new NamedStatement<{ batchId: 'uuid' }, BatchDeliveryRow>(
  'mail-outbox-batch',
  { batchId: 'uuid' },
  ({ batchId }) => `
  SELECT recipient, data, state, last_error AS "lastError", sent_at AS "sentAt" FROM mail_outbox
   WHERE batch_id = ${batchId} ORDER BY lower(recipient), created_at`,
);

const BATCH_COUNTS = new NamedStatement<{ batchIds: 'uuid[]' }, BatchStateCount>(
  'mail-outbox-batch-counts',
  { batchIds: 'uuid[]' },
  ({ batchIds }) => `
  SELECT batch_id AS "batchId", state, COUNT(*)::integer AS count FROM mail_outbox
   WHERE batch_id = ANY(${batchIds}) GROUP BY batch_id, state`,
);

const SUPPRESSED_AMONG = new NamedStatement<{ emails: 'text[]' }, { email: string }>(
  'mail-suppressed-among',
  { emails: 'text[]' },
  ({ emails }) => `SELECT email FROM mail_suppressions WHERE email = ANY(SELECT lower(candidate) FROM unnest(${emails}) AS candidate)`,
);

@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** False when a message with this dedupe key was already enqueued (it is not enqueued again). */
  async insert(manager: EntityManager, row: NewMailRow): Promise<boolean> {
    const inserted = await INSERT.first(manager, row);
    return inserted !== undefined;
  }

  /** True when the queued message with this key was withdrawn before any runner took it. */
  async withdraw(manager: EntityManager, dedupeKey: string, reason: string): Promise<boolean> {
    const { affected } = await WITHDRAW.run(manager, { dedupeKey, reason });
    return affected > 0;
  }

  /** The next due message no other runner holds, leased to this claim; undefined when none is due. */
  claimNext(claimId: string, leaseSeconds: number): Promise<ClaimedMailRow | undefined> {
    return CLAIM_NEXT.first(this.dataSource.manager, { claimId, leaseSeconds });
  }

  /** False when the claim was lost (its lease ran out and another runner took the message). */
  async finish(
    id: string,
    claimId: string,
    state: 'sent' | 'failed' | 'suppressed',
    detail: { lastError?: string; messageId?: string } = {},
  ): Promise<boolean> {
    const { affected } = await FINISH.run(this.dataSource.manager, {
      id,
      claimId,
      state,
      lastError: detail.lastError ?? null,
      messageId: detail.messageId ?? null,
    });
    return affected > 0;
  }

  async retryLater(id: string, claimId: string, lastError: string, delayMs: number): Promise<void> {
    await RETRY_LATER.run(this.dataSource.manager, { id, claimId, lastError, delayMs });
  }

  /** Milliseconds until the next queued message is due (0: now), or null when none is queued. */
  async nextDueInMs(): Promise<number | null> {
    const row = await NEXT_DUE_IN_MS.query(this.dataSource.manager, {});
    return row?.due_in_ms ?? null;
  }

  async figures(): Promise<MailOutboxFigures> {
    const row = await FIGURES.query(this.dataSource.manager, {});
    return row ?? { queued: 0, oldest_queued_seconds: 0, failed: 0 };
  }

  async recipientOf(messageId: string): Promise<string | undefined> {
    return (await RECIPIENT.first(this.dataSource.manager, { id: messageId }))?.recipient;
  }

  async isSuppressed(email: string): Promise<boolean> {
    return (await SUPPRESSED.first(this.dataSource.manager, { email })) !== undefined;
  }

  /** Every e-mail of one batch (a message to the field), by recipient. */
  batch(batchId: string): Promise<BatchDeliveryRow[]> {
    return BATCH.rows(this.dataSource.manager, { batchId });
  }

  /** How many e-mails of each batch are in each state (states with none are left out). */
  batchCounts(batchIds: readonly string[]): Promise<BatchStateCount[]> {
    if (batchIds.length === 0) return Promise.resolve([]);
    return BATCH_COUNTS.rows(this.dataSource.manager, { batchIds });
  }

  /** The addresses among these that unsubscribed, in lower case. */
  async suppressedAmong(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    return new Set((await SUPPRESSED_AMONG.rows(this.dataSource.manager, { emails })).map((row) => row.email));
  }

  async suppress(email: string, reason: string): Promise<void> {
    await SUPPRESS.run(this.dataSource.manager, { email, reason });
  }
}
