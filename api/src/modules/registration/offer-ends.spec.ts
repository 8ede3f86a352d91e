import { offerEnds } from './registration-places.service';

const now = new Date('2026-11-27T18:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('offerEnds', () => {
  it("gives the organiser's hours when nothing ends sooner", () => {
    expect(offerEnds({ waitlist_offer_hours: 48, closes_at: null, day_ends_at: hours(72) }, now)).toEqual(hours(48));
  });

  it("ends the offer with the tournament's day, so it never outlives the event", () => {
    expect(offerEnds({ waitlist_offer_hours: 48, closes_at: null, day_ends_at: hours(6) }, now)).toEqual(hours(6));
  });

  it('ends the offer when registration closes, if that is sooner', () => {
    expect(offerEnds({ waitlist_offer_hours: 48, closes_at: hours(2), day_ends_at: hours(6) }, now)).toEqual(hours(2));
  });

  it('makes no offer once registration has closed or the day has ended', () => {
    expect(offerEnds({ waitlist_offer_hours: 48, closes_at: hours(-1), day_ends_at: hours(6) }, now)).toBeNull();
    expect(offerEnds({ waitlist_offer_hours: 48, closes_at: null, day_ends_at: now }, now)).toBeNull();
  });

  it('works on a row read without the day (a default row)', () => {
    expect(offerEnds({ waitlist_offer_hours: 24, closes_at: null }, now)).toEqual(hours(24));
  });
});
