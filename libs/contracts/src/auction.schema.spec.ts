import { auctionItemInput, auctionMessages, auctionSettingsInput, placeBidInput } from './auction.schema';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('placeBidInput', () => {
  it('takes a bid with no amount (the next amount) and a key', () => {
    expect(placeBidInput.parse({ idempotencyKey: 'abcdefgh' })).toEqual({ idempotencyKey: 'abcdefgh' });
  });

  it.each([
    [{ amountCents: 100.5 }, auctionMessages.amountInvalid],
    [{ amountCents: 0 }, auctionMessages.amountInvalid],
    [{ amountCents: '100' }, auctionMessages.amountInvalid],
    [{ amountCents: 100_000_001 }, auctionMessages.amountTooLarge],
    [{ amountCents: 5_000, maxBidCents: 4_000 }, auctionMessages.maxBelowAmount],
  ])('refuses %j with a plain message', (fields, message) => {
    expect(messageOf(placeBidInput.safeParse({ idempotencyKey: 'abcdefgh', ...fields }))).toBe(message);
  });

  it('refuses a missing or malformed key', () => {
    expect(messageOf(placeBidInput.safeParse({ idempotencyKey: 'short' }))).toBe(auctionMessages.idempotencyKeyInvalid);
  });
});

describe('auctionItemInput', () => {
  const item = { title: 'Foursome at Pebble Beach', startingBidCents: 50_000 };

  it('fills the defaults', () => {
    expect(auctionItemInput.parse(item)).toMatchObject({ quantity: 1, photos: [], incrementRule: { kind: 'fixed', cents: 500 }, status: 'open' });
  });

  it.each([
    [{ buyNowCents: 40_000 }, auctionMessages.buyNowTooLow],
    [{ buyNowCents: 90_000, quantity: 2 }, auctionMessages.buyNowOneItem],
    [{ photos: ['1', '2', '3', '4', '5'] }, auctionMessages.tooManyPhotos],
    [{ title: '  ' }, auctionMessages.titleRequired],
    [{ incrementRule: { kind: 'tiered', tiers: [{ fromCents: 100, incrementCents: 5 }] } }, auctionMessages.tiersInvalid],
    [{ opensAt: '2026-06-01T18:00:00Z', closesAt: '2026-06-01T17:00:00Z' }, auctionMessages.closeBeforeOpen],
  ])('refuses %j', (fields, message) => {
    expect(messageOf(auctionItemInput.safeParse({ ...item, ...fields }))).toBe(message);
  });
});

describe('auctionSettingsInput', () => {
  it('refuses a hard cap before the close', () => {
    const settings = { closesAt: '2026-06-01T18:00:00Z', hardCapAt: '2026-06-01T17:59:00Z' };
    expect(messageOf(auctionSettingsInput.safeParse(settings))).toBe(auctionMessages.hardCapBeforeClose);
  });
});
