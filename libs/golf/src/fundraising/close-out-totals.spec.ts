import { type CloseOutEntry, closeOutTotals, type DeclaredCount, netOf, sumCloseOut } from './close-out-totals';

const entry = (takenBy: string, method: CloseOutEntry['method'], cents: number, state: CloseOutEntry['state'] = 'received'): CloseOutEntry => ({
  takenBy,
  method,
  cents,
  state,
});
const count = (by: string, method: DeclaredCount['method'], countedCents: number, at: string): DeclaredCount => ({
  by,
  method,
  countedCents,
  at: new Date(at),
});

describe('closeOutTotals', () => {
  it('adds each person’s received money per method, leaves voids and pledges out, and nets refunds', () => {
    const lines = closeOutTotals(
      [
        entry('ann', 'cash', 30_00),
        entry('ann', 'cash', 20_00),
        entry('ann', 'cash', 15_00, 'void'),
        entry('ann', 'cash', -5_00),
        entry('ann', 'cheque', 100_00),
        entry('ann', 'cash', 99_00, 'pledged'),
        entry('bob', 'card', 40_00),
      ],
      [],
    );
    const ann = lines.get('ann')!;
    expect(ann.map((total) => total.method)).toEqual(['cash', 'cheque']);
    expect(ann[0]).toEqual({
      method: 'cash',
      recordedCents: 50_00,
      entries: 2,
      refundedCents: 5_00,
      refunds: 1,
      netCents: 45_00,
      voided: 1,
      voidedCents: 15_00,
      countedCents: null,
      differenceCents: null,
    });
    expect(netOf(ann)).toBe(145_00);
    // Cash and cheques are always on a line, so a desk that took only cards can still say it counted nothing.
    expect(lines.get('bob')!.map((total) => [total.method, total.netCents])).toEqual([
      ['cash', 0],
      ['cheque', 0],
      ['card', 40_00],
    ]);
  });

  it('sets the latest count of each person and method against the net: counted - net', () => {
    const lines = closeOutTotals(
      [entry('ann', 'cash', 60_00), entry('ann', 'cash', -10_00), entry('bob', 'cash', 25_00)],
      [
        count('ann', 'cash', 40_00, '2026-06-01T17:00:00Z'),
        count('ann', 'cash', 48_50, '2026-06-01T18:00:00Z'),
        count('ann', 'cash', 10_00, '2026-06-01T16:00:00Z'),
        count('bob', 'cheque', 0, '2026-06-01T18:00:00Z'),
      ],
    );
    expect(lines.get('ann')![0]).toMatchObject({ netCents: 50_00, countedCents: 48_50, differenceCents: -1_50 });
    expect(lines.get('ann')![1]).toMatchObject({ method: 'cheque', countedCents: null, differenceCents: null });
    expect(lines.get('bob')![0]).toMatchObject({ netCents: 25_00, countedCents: null });
    expect(lines.get('bob')![1]).toMatchObject({ method: 'cheque', countedCents: 0, differenceCents: 0 });
  });

  it('shows the lines asked for even when empty: cash and cheques at 0', () => {
    const lines = closeOutTotals([entry('ann', 'cash', 5_00)], [], ['dee']);
    expect(lines.get('dee')!.map((total) => [total.method, total.netCents, total.entries])).toEqual([
      ['cash', 0, 0],
      ['cheque', 0, 0],
    ]);
    expect(lines.get('ann')![0]!.netCents).toBe(5_00);
  });

  it('gives a line to someone who counted but recorded nothing: all of the count is over', () => {
    const lines = closeOutTotals([], [count('cy', 'cash', 12_00, '2026-06-01T18:00:00Z')]);
    expect(lines.get('cy')![0]).toMatchObject({ method: 'cash', netCents: 0, countedCents: 12_00, differenceCents: 12_00 });
  });
});

describe('sumCloseOut', () => {
  it('adds lines per method; counted and difference only over the lines that counted', () => {
    const lines = closeOutTotals(
      [entry('ann', 'cash', 60_00), entry('bob', 'cash', 25_00), entry('bob', 'card', 10_00), entry('ann', 'cash', 7_00, 'void')],
      [count('ann', 'cash', 61_00, '2026-06-01T18:00:00Z')],
    );
    const totals = sumCloseOut([...lines.values()]);
    expect(totals.map((total) => total.method)).toEqual(['cash', 'cheque', 'card']);
    expect(totals[0]).toMatchObject({ recordedCents: 85_00, entries: 2, netCents: 85_00, voided: 1, countedCents: 61_00, differenceCents: 1_00 });
    expect(totals[1]).toMatchObject({ netCents: 0, countedCents: null, differenceCents: null });
    expect(netOf(totals)).toBe(95_00);
  });

  it('the totals equal the sum of every entry that counts, for any mix', () => {
    const methods = ['cash', 'cheque', 'card', 'paypal'] as const;
    const states = ['received', 'received', 'void', 'pledged'] as const;
    const people = ['ann', 'bob', 'cy'];
    const entries: CloseOutEntry[] = [];
    for (let index = 0; index < 200; index++) {
      const cents = ((index * 7919) % 20_000) - 2_000;
      entries.push(entry(people[index % 3]!, methods[index % 4]!, cents === 0 ? 1 : cents, states[(index * 13) % 4]!));
    }
    const expected = entries.filter((one) => one.state === 'received').reduce((sum, one) => sum + one.cents, 0);
    expect(netOf(sumCloseOut([...closeOutTotals(entries, []).values()]))).toBe(expected);
  });
});
