import type { CloseOutMethodTotal, CountedMethod } from '@fairway/contracts/close-out';
import type { LedgerState, PaymentMethod } from '@fairway/contracts/ledger';

/** One ledger entry as the close-out reads it: who took the money, how, how much, and whether it still counts. */
export interface CloseOutEntry {
  takenBy: string;
  method: PaymentMethod;
  cents: number;
  state: LedgerState;
}

/** One count declared at the end of a shift (a later one replaces an earlier one of the same person and method). */
export interface DeclaredCount {
  by: string;
  method: CountedMethod;
  countedCents: number;
  at: Date;
}

/** The methods every person's line shows even when empty: what a desk counts at the end of a shift. */
const alwaysShown: readonly PaymentMethod[] = ['cash', 'cheque'];
const methodOrder: readonly PaymentMethod[] = ['cash', 'cheque', 'card', 'paypal', 'complimentary'];

const emptyTotal = (method: PaymentMethod): CloseOutMethodTotal => ({
  method,
  recordedCents: 0,
  entries: 0,
  refundedCents: 0,
  refunds: 0,
  netCents: 0,
  voided: 0,
  voidedCents: 0,
  countedCents: null,
  differenceCents: null,
});

function addEntry(total: CloseOutMethodTotal, entry: CloseOutEntry): void {
  if (entry.state === 'void') {
    total.voided += 1;
    total.voidedCents += Math.abs(entry.cents);
  } else if (entry.state !== 'received') {
    return; // a pledge is money promised, not money in hand
  } else if (entry.cents < 0) {
    total.refunds += 1;
    total.refundedCents -= entry.cents;
  } else {
    total.entries += 1;
    total.recordedCents += entry.cents;
  }
  total.netCents = total.recordedCents - total.refundedCents;
}

/** The latest count of each person and method. */
export function latestCounts(counts: readonly DeclaredCount[]): Map<string, DeclaredCount> {
  const latest = new Map<string, DeclaredCount>();
  for (const count of counts) {
    const key = `${count.by}\u0000${count.method}`;
    const earlier = latest.get(key);
    if (!earlier || count.at.getTime() >= earlier.at.getTime()) latest.set(key, count);
  }
  return latest;
}

function withCount(total: CloseOutMethodTotal, counted: number | undefined): CloseOutMethodTotal {
  if (counted === undefined) return total;
  return { ...total, countedCents: counted, differenceCents: counted - total.netCents };
}

/**
 * Per person and per method: received money recorded and refunded (voided entries only counted aside, pledges
 * left out), the net that should be in hand, and the latest count against it (difference = counted - net).
 */
export function closeOutTotals(
  entries: readonly CloseOutEntry[],
  counts: readonly DeclaredCount[],
  /** People whose line is shown even when they took nothing yet (a volunteer opening their own close-out). */
  always: readonly string[] = [],
): Map<string, CloseOutMethodTotal[]> {
  const byPerson = new Map<string, Map<PaymentMethod, CloseOutMethodTotal>>();
  const methodsOf = (person: string) => {
    let methods = byPerson.get(person);
    if (!methods) byPerson.set(person, (methods = new Map()));
    return methods;
  };
  for (const person of always) methodsOf(person);
  const totalOf = (person: string, method: PaymentMethod) => {
    const methods = methodsOf(person);
    let total = methods.get(method);
    if (!total) methods.set(method, (total = emptyTotal(method)));
    return total;
  };
  for (const entry of entries) addEntry(totalOf(entry.takenBy, entry.method), entry);
  const latest = latestCounts(counts);
  for (const count of latest.values()) totalOf(count.by, count.method);
  const lines = new Map<string, CloseOutMethodTotal[]>();
  for (const [person, methods] of byPerson) {
    const shown = methodOrder.filter((method) => methods.has(method) || alwaysShown.includes(method));
    lines.set(
      person,
      shown.map((method) => withCount(methods.get(method) ?? emptyTotal(method), latest.get(`${person}\u0000${method}`)?.countedCents)),
    );
  }
  return lines;
}

/** The lines added up per method; counted and difference only where some line was counted. */
export function sumCloseOut(lines: ReadonlyArray<readonly CloseOutMethodTotal[]>): CloseOutMethodTotal[] {
  const sums = new Map<PaymentMethod, CloseOutMethodTotal>();
  for (const total of lines.flat()) {
    const sum = sums.get(total.method) ?? emptyTotal(total.method);
    sums.set(total.method, {
      ...sum,
      recordedCents: sum.recordedCents + total.recordedCents,
      entries: sum.entries + total.entries,
      refundedCents: sum.refundedCents + total.refundedCents,
      refunds: sum.refunds + total.refunds,
      netCents: sum.netCents + total.netCents,
      voided: sum.voided + total.voided,
      voidedCents: sum.voidedCents + total.voidedCents,
      countedCents: total.countedCents === null ? sum.countedCents : (sum.countedCents ?? 0) + total.countedCents,
      differenceCents: total.differenceCents === null ? sum.differenceCents : (sum.differenceCents ?? 0) + total.differenceCents,
    });
  }
  return methodOrder.filter((method) => sums.has(method)).map((method) => sums.get(method)!);
}

/** A line's net across its methods. */
export const netOf = (methods: readonly CloseOutMethodTotal[]): number => methods.reduce((sum, total) => sum + total.netCents, 0);
