import { countedCents, differenceText, makeUp } from './close-out-text';

describe('the close-out’s words', () => {
  it('says a difference as balanced, short or over, and nothing counted yet', () => {
    expect(differenceText(0)).toEqual({ label: 'Balanced', tone: 'balanced' });
    expect(differenceText(-50)).toEqual({ label: 'Short $0.50', tone: 'short' });
    expect(differenceText(1_234_56)).toEqual({ label: 'Over $1,234.56', tone: 'over' });
    expect(differenceText(null)).toEqual({ label: 'Not counted', tone: 'uncounted' });
  });

  it('reads the dollars a volunteer types as cents, and refuses the rest', () => {
    expect(countedCents('79.5')).toBe(79_50);
    expect(countedCents(' $1,200.05 ')).toBe(1_200_05);
    expect(countedCents('0')).toBe(0);
    for (const bad of ['', '-5', '1.234', 'ten', '1e3', '12.']) expect(countedCents(bad)).toBeNull();
  });

  it('says what a method’s total is made of', () => {
    expect(makeUp({ entries: 1, refunds: 0, refundedCents: 0, voided: 0 })).toBe('1 entry');
    expect(makeUp({ entries: 3, refunds: 1, refundedCents: 5_00, voided: 2 })).toBe('3 entries · $5.00 refunded · 2 voided (left out)');
  });
});
