import type { DeliveryCounts, FieldMessage, FieldMessagePreview, MessageDelivery } from '@fairway/contracts/field-message';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Goes to 36 players; 2 have no e-mail address (they see it on their scorecard); 1 unsubscribed". */
export function previewReach(preview: Pick<FieldMessagePreview, 'recipients' | 'withoutEmail' | 'unsubscribed'>, onScorecards: boolean): string {
  const parts = [`Goes to ${plural(preview.recipients, 'player', 'players')}`];
  if (preview.withoutEmail > 0) {
    const without = `${preview.withoutEmail} ${preview.withoutEmail === 1 ? 'has' : 'have'} no e-mail address`;
    parts.push(onScorecards ? `${without} (they see it on their scorecard)` : without);
  }
  if (preview.unsubscribed > 0) parts.push(`${preview.unsubscribed} unsubscribed`);
  return parts.join('; ');
}

export const kindLabels: Record<FieldMessage['kind'], string> = { message: 'Message', reminder: 'Reminder', results: 'Results' };

/** The history's counts, in the order the organiser reads them; the states with none are left out. */
export function countsText(counts: DeliveryCounts): string {
  const shown: Array<[number, string]> = [
    [counts.sent, 'sent'],
    [counts.queued, 'queued'],
    [counts.failed, 'failed'],
    [counts.suppressed, 'unsubscribed'],
    [counts.withdrawn, 'withdrawn'],
  ];
  const text = shown.filter(([count]) => count > 0).map(([count, label]) => `${count} ${label}`);
  return text.length > 0 ? text.join(' · ') : 'No e-mails';
}

export const deliveryStateLabels: Record<MessageDelivery['state'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Unsubscribed',
  withdrawn: 'Withdrawn',
};

const stamp = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 28, 9:05 AM" in the organiser's own time. */
export const whenText = (iso: string) => stamp.format(new Date(iso));
