import { sampleRegistration, sampleSettings } from '../testing/registration-samples';
import { instantOf, localDateTimeText } from '../../../shared/model/date-time-field';
import { amountText, canCancel, canRefund, placesText, refundable, registrationTitle, waitlistOrder } from './registration-text';

describe('registration texts and rules', () => {
  it('refunds only what is left of a card payment', () => {
    const partly = sampleRegistration({ total: 350, refunded: 100.1 });
    expect(refundable(partly)).toBe(249.9);
    expect(amountText(partly)).toBe('$350.00, $100.10 refunded');
    expect(canRefund(partly)).toBe(true);
    expect(canRefund(sampleRegistration({ method: 'cash' }))).toBe(false);
    expect(canRefund(sampleRegistration({ total: 350, refunded: 350 }))).toBe(false);
    expect(canRefund(sampleRegistration({ state: 'pending-payment', paidAt: null }))).toBe(false);
    // A paid registration cancelled at the desk keeps its money until it is refunded.
    expect(canRefund(sampleRegistration({ state: 'cancelled' }))).toBe(true);
    expect(canRefund(sampleRegistration({ state: 'refunded', refunded: 350 }))).toBe(false);
  });

  it('says what is due while a registration waits, and that nothing was paid once it ends unpaid', () => {
    expect(amountText(sampleRegistration({ state: 'offered', paidAt: null, total: 400 }))).toBe('$400.00 due');
    expect(amountText(sampleRegistration({ state: 'expired', paidAt: null }))).toBe('Nothing paid');
    expect(amountText(sampleRegistration({ state: 'cancelled' }))).toBe('$350.00');
  });

  it('cancels only what still holds or waits for a place', () => {
    expect(
      (['pending-payment', 'paid', 'waitlisted', 'offered', 'cancelled', 'refunded', 'expired'] as const).filter((state) =>
        canCancel(sampleRegistration({ state })),
      ),
    ).toEqual(['pending-payment', 'paid', 'waitlisted', 'offered']);
  });

  it('names a registration by its team, sponsor or player, then its buyer', () => {
    expect(registrationTitle(sampleRegistration())).toBe('Birdie Hunters (Cara Captain)');
    expect(registrationTitle(sampleRegistration({ teamName: null, sponsorName: 'Acme', players: [] }))).toBe('Acme (Cara Captain)');
    expect(registrationTitle(sampleRegistration({ teamName: null, players: [{ name: 'Cara Captain', email: null, answers: {}, waiver: null }] }))).toBe(
      'Cara Captain',
    );
  });

  it('orders the waitlist: offers out (soonest ending first), then the line by position', () => {
    const order = waitlistOrder([
      sampleRegistration({ id: 'w3', state: 'waitlisted', waitlistPosition: 3 }),
      sampleRegistration({ id: 'paid' }),
      sampleRegistration({ id: 'o2', state: 'offered', offerExpiresAt: '2026-11-29T12:00:00.000Z' }),
      sampleRegistration({ id: 'w1', state: 'waitlisted', waitlistPosition: 1 }),
      sampleRegistration({ id: 'o1', state: 'offered', offerExpiresAt: '2026-11-28T12:00:00.000Z' }),
    ]);
    expect(order.map((registration) => registration.id)).toEqual(['o1', 'o2', 'w1', 'w3']);
  });

  it('says how full the field is', () => {
    expect(placesText({ ...sampleSettings().places, taken: 35, held: 1, teamsLeft: 0, singlesLeft: 0, waitlisted: 4 })).toBe(
      '35 of 36 team places taken · 1 held in checkouts or offers · 0 left · 4 waitlisted',
    );
  });

  it('counts single players as quarters of a team place, and says the single places left beside whole team places', () => {
    // A live field of 2 teams: one single paid, a team offered to the waitlist (the walkthrough's figures).
    expect(placesText({ capacityTeams: 2, taken: 0.25, held: 1, teamsLeft: 0, singlesLeft: 3, waitlisted: 0 })).toBe(
      '¼ of 2 team places taken · 1 held in checkouts or offers · 0 team places left (3 single places)',
    );
    expect(placesText({ capacityTeams: 36, taken: 9.75, held: 0.5, teamsLeft: 25, singlesLeft: 103, waitlisted: 0 })).toBe(
      '9¾ of 36 team places taken · ½ held in checkouts or offers · 25 team places left (103 single places)',
    );
  });

  it('turns a datetime-local value into an instant and back', () => {
    expect(instantOf('')).toBeNull();
    expect(instantOf('next week')).toBeUndefined();
    const instant = instantOf('2026-12-01T18:30')!;
    expect(localDateTimeText(instant)).toBe('2026-12-01T18:30');
    expect(localDateTimeText(null)).toBe('');
  });
});
