import { jest } from '@jest/globals';
import { fakeResponse } from '@fairway/api-client/testing';
import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { readStoredRegistration, storeRegistration } from '../model/draft-storage';
import { checkoutNavigation } from '../model/leave-for-checkout';
import { emptyDraft } from '../model/registration-draft';
import { sampleConfirmation } from '../testing/sample-registration';
import { RegistrationConfirmationPage } from './registration-confirmation-page';

const token = 'tok_0123456789abcdefghijklmnopqrstuv';
const own = /\/api\/registrations\/tok_[^/]+$/;

function render(routes: FakeRoute[]) {
  return renderScoring(<RegistrationConfirmationPage tournamentId="tournament-1" token={token} />, { routes });
}

/** The registration as the API answers it, one answer per read (the last one again after that). */
function answers(...states: Partial<RegistrationConfirmation>[]): FakeRoute {
  const queue = [...states];
  return ['GET', own, () => fakeResponse(200, sampleConfirmation(queue.length > 1 ? queue.shift() : queue[0]))];
}

describe('RegistrationConfirmationPage', () => {
  const go = jest.fn<(url: string) => void>();
  beforeEach(() => {
    sessionStorage.clear();
    go.mockReset();
    checkoutNavigation.go = go;
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the payment while it is pending, asking again by itself, then shows the team’s invite, the day and the receipt', async () => {
    jest.useFakeTimers();
    storeRegistration('tournament-1', { draft: emptyDraft(), sent: { id: 'c1', body: '{}' } });
    const pending = { state: 'pending-payment' as const, inviteCode: null, paidAt: null, receipt: null, holdExpiresAt: '2027-03-01T12:35:00Z' };
    const { fetch } = render([answers(pending, pending, {})]);
    await screen.findByRole('heading', { name: 'Confirming Your Payment…' });
    screen.getByText('Waiting for the card processor to confirm your payment of $540. This page updates by itself.');
    await act(() => jest.advanceTimersByTimeAsync(2_100));
    await act(() => jest.advanceTimersByTimeAsync(2_100));
    await screen.findByRole('heading', { name: "You're Registered!" });
    expect(fetch.mock.calls.filter(([url]) => own.test(url))).toHaveLength(3);

    screen.getByText('QX7K2M');
    const invite = `${window.location.origin}/tournament/tournament-1/join?code=QX7K2M`;
    expect(screen.getByRole('img', { name: 'QR code: join The Eagles with invite code QX7K2M' }).getAttribute('data-value')).toBe(invite);
    expect(screen.getByRole('link', { name: 'Add to Calendar (.ics)' }).getAttribute('href')).toBe(`/api/registrations/${token}/calendar.ics`);
    screen.getByText('Set by the organiser before the day');
    const receipt = within(screen.getByRole('heading', { name: 'Your receipt' }).closest('section')!);
    receipt.getByText('$540.00');
    receipt.getByText('$240.00');
    receipt.getByText('$300.00');
    receipt.getByText(/The amount of your payment that is deductible .* \$300\.00\./);
    expect(readStoredRegistration('tournament-1')).toBeNull();
  });

  it('shows the starting hole once the organiser has set it, and a single player no invite', async () => {
    render([answers({ kind: 'single', teamName: null, inviteCode: null, startingHole: 7 })]);
    await screen.findByText('Hole 7');
    screen.getByText('You are registered as a single player: the organiser pairs you with a team before the day.');
    expect(screen.queryByText('Invite code')).toBeNull();
  });

  it('pays for a place offered from the waitlist at the checkout', async () => {
    const person = userEvent.setup();
    render([
      answers({ state: 'offered', inviteCode: null, paidAt: null, receipt: null, offerExpiresAt: '2027-03-02T18:00:00Z' }),
      [
        'POST',
        /\/checkout$/,
        json(201, { outcome: 'checkout', token, checkoutUrl: 'https://pay.example/cs_9', holdExpiresAt: '2027-03-02T18:35:00Z', total: 540 }),
      ],
    ]);
    await screen.findByRole('heading', { name: 'A Place Is Yours' });
    await person.click(screen.getByRole('button', { name: 'Pay $540' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example/cs_9'));
  });

  it('leaves the waitlist only when asked twice', async () => {
    const person = userEvent.setup();
    let left = false;
    const { fetch } = render([
      [
        'GET',
        own,
        () => fakeResponse(200, sampleConfirmation(left ? { state: 'cancelled', paidAt: null } : { state: 'waitlisted', waitlistPosition: 3, paidAt: null })),
      ],
      [
        'POST',
        /\/cancel$/,
        () => {
          left = true;
          return fakeResponse(200, sampleConfirmation({ state: 'cancelled', paidAt: null }));
        },
      ],
    ]);
    await screen.findByText(/You are number 3 in line\./);
    await person.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await person.click(screen.getByRole('button', { name: 'Keep It' }));
    expect(fetch.mock.calls.some(([url]) => url.endsWith('/cancel'))).toBe(false);
    await person.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await person.click(screen.getByRole('button', { name: 'Yes, Give It Up' }));
    await screen.findByRole('heading', { name: 'Registration Cancelled' });
    screen.getByRole('link', { name: 'Register Again' });
  });

  it('says a checkout given up released the place, and the next Pay starts a new checkout with the form kept', async () => {
    const draft = { ...emptyDraft(), teamName: 'The Eagles' };
    storeRegistration('tournament-1', { draft, sent: { id: 'c1', body: '{}' } });
    render([answers({ state: 'expired', inviteCode: null, paidAt: null, receipt: null })]);
    await screen.findByRole('heading', { name: 'Not Paid' });
    screen.getByText('The payment was not completed, so nothing was charged and the place held for you was released.');
    expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe('/tournament/tournament-1/register');
    await waitFor(() => expect(readStoredRegistration('tournament-1')).toEqual({ draft, sent: null }));
    expect(screen.queryByRole('link', { name: 'Add to Calendar (.ics)' })).toBeNull();
  });

  it('says a link that names no registration is not found', async () => {
    render([]);
    await screen.findByRole('heading', { name: 'Registration Not Found' });
  });
});
