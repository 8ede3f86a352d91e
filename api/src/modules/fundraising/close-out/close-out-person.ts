import type { CloseOutLineKind } from '@fairway/contracts/close-out';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { TakenRow } from './close-out.repository';

/** What the processor took online: the card gifts' and online registrations' entries name it, not a person. */
const processor = new Set<string>([fundraisingMessages.onlinePayment, 'online registration']);
export const ONLINE = 'online';
export const UNATTRIBUTED = 'unattributed';

/**
 * Whose line an entry is on: the person who took it; the processor's for money paid online and for a card refund
 * (given back through the processor whoever asked for it: the desk's drawer is untouched); the unattributed line for
 * the opening balance.
 */
export function personOf(row: Pick<TakenRow, 'taken_by' | 'method' | 'amount_cents'>): string {
  if (row.taken_by === null) return UNATTRIBUTED;
  if (processor.has(row.taken_by) || (row.method === 'card' && row.amount_cents < 0)) return ONLINE;
  return row.taken_by;
}

export const kindOf = (person: string): CloseOutLineKind => (person === ONLINE ? 'online' : person === UNATTRIBUTED ? 'unattributed' : 'person');
