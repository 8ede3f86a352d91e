import type { LedgerEntry } from '@fairway/contracts/ledger';
import { csvCell as cell } from '../../../common/csv/csv-cell';

const columns = [
  'id',
  'recordedAt',
  'kind',
  'state',
  'amount',
  'method',
  'donorName',
  'anonymous',
  'contactEmail',
  'teamId',
  'publicMessage',
  'privateNote',
  'private',
  'voidReason',
  'recordedBy',
  'recordedByName',
] as const;

/** The ledger as CSV (RFC 4180, CRLF), amounts in dollars with two decimals; received amounts add up to the raised total. */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  const lines = [columns.join(',')];
  for (const entry of entries) {
    lines.push(columns.map((column) => (column === 'amount' ? entry.amount.toFixed(2) : cell(entry[column]))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
