import { sampleAuctionItem } from '@fairway/api-client/testing';
import { myBadge } from './auction-standing';
import { filterCatalogue } from './catalogue-filter';
import { centsFromDollars, dollarsText } from './dollars-input';
import { closingSoon, timeLeft } from './time-left';

const now = Date.parse('2026-06-01T18:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('timeLeft', () => {
  it.each([
    [2 * 86_400_000 + 4 * 3600_000, '2d 4h'],
    [3 * 3600_000 + 5 * 60_000, '3h 05m'],
    [4 * 60_000 + 9_000, '4m 09s'],
    [12_000, '12s'],
    [400, '1s'],
    [0, 'Closed'],
    [-5_000, 'Closed'],
  ])('%i ms before the close reads %s', (ms, text) => {
    expect(timeLeft(at(ms), now)).toBe(text);
  });

  it('has nothing to count down to without a close, and is urgent only in the last five minutes', () => {
    expect(timeLeft(null, now)).toBeNull();
    expect(closingSoon(at(4 * 60_000), now)).toBe(true);
    expect(closingSoon(at(6 * 60_000), now)).toBe(false);
    expect(closingSoon(at(-1), now)).toBe(false);
  });
});

describe('centsFromDollars', () => {
  it.each([
    ['550', 55_000],
    ['$1,250', 125_000],
    ['1250.5', 125_050],
    [' 12.05 ', 1_205],
  ])('reads %s as %i cents', (text, cents) => {
    expect(centsFromDollars(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '0'])('refuses %p', (text) => {
    expect(centsFromDollars(text)).toBeNull();
  });

  it('writes cents back as the field shows them', () => {
    expect(dollarsText(57_500)).toBe('575');
    expect(dollarsText(57_550)).toBe('575.50');
  });
});

describe('the standing and the filters', () => {
  const open = sampleAuctionItem({ myState: 'outbid' });
  const lost = sampleAuctionItem({ id: 'b2', state: 'sold', myState: 'outbid' });
  const won = sampleAuctionItem({ id: 'b3', state: 'sold', myState: 'winning' });
  const unsold = sampleAuctionItem({ id: 'b4', state: 'closed', myState: 'winning' });
  const withdrawn = sampleAuctionItem({ id: 'b5', state: 'withdrawn' });

  it('badges an item by where the caller stands and whether it is over', () => {
    expect([open, lost, won, unsold, withdrawn].map(myBadge)).toEqual(['outbid', 'not-won', 'won', 'not-won', null]);
  });

  it('leaves withdrawn items nobody here bid on out of every list', () => {
    expect(filterCatalogue([open, withdrawn], 'all').map((item) => item.id)).toEqual([open.id]);
    expect(filterCatalogue([open, lost, won, unsold], 'won').map((item) => item.id)).toEqual(['b3']);
  });
});
