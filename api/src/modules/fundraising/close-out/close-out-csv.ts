import type { CloseOutMethodTotal, CloseOutReport } from '@fairway/contracts/close-out';
import { csvText } from '../../../common/csv/csv-cell';

const header = [
  'person',
  'name',
  'method',
  'entries',
  'recorded',
  'refunds',
  'refunded',
  'net',
  'voided',
  'voidedAmount',
  'counted',
  'difference',
  'countedAt',
];

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

function row(person: string, name: string, total: CloseOutMethodTotal, countedAt: string | null): unknown[] {
  return [
    person,
    name,
    total.method,
    total.entries,
    dollars(total.recordedCents),
    total.refunds,
    dollars(total.refundedCents),
    dollars(total.netCents),
    total.voided,
    dollars(total.voidedCents),
    dollars(total.countedCents),
    dollars(total.differenceCents),
    countedAt,
  ];
}

/**
 * The close-out as CSV (RFC 4180, CRLF, formulas kept as text), a row per person and method, amounts in dollars with
 * two decimals; the organisers' export ends with the totals (person "total"), which add up the rows above.
 */
export function closeOutCsv(report: CloseOutReport): string {
  const rows = report.lines.flatMap((line) =>
    line.methods.map((total) => {
      const latest = total.countedCents === null ? undefined : line.counts.find((count) => count.method === total.method);
      return row(line.person, line.name, total, latest?.declaredAt ?? null);
    }),
  );
  for (const total of report.totals?.methods ?? []) rows.push(row('total', 'Total', total, null));
  return csvText(header, rows);
}
