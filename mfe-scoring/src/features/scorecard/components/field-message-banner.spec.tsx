import { FakeEventSource } from '@fairway/api-client/testing';
import { useTournamentEvents } from '@fairway/api-client';
import type { ScorecardBanner } from '@fairway/contracts/field-message';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderScoring } from '../../../shared/testing/render-scoring';
import { FieldMessageBanner } from './field-message-banner';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const ann = { uid: 'ann-uid', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: null, emailVerified: true };
const banner = (n: number, subject: string, body = 'Lunch is in the clubhouse.'): ScorecardBanner => ({
  id: `00000000-0000-4000-8000-00000000b00${n}`,
  subject,
  body,
  sentAt: `2026-11-28T1${n}:00:00.000Z`,
});

/** The banner as the card draws it: under the tournament's live stream, which the card follows. */
function Card() {
  useTournamentEvents(tournamentId);
  return <FieldMessageBanner tournamentId={tournamentId} />;
}

function renderBanner(mine: () => ScorecardBanner[], user: typeof ann | null = ann) {
  return renderScoring(<Card />, { user, routes: [['GET', /\/messages\/mine$/, () => json(200, mine())()]] });
}

const shownBanner = () => screen.findByRole('status', { name: 'Message from the organisers' });

describe('FieldMessageBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeEventSource.install();
  });

  it('shows the newest message from the organisers on open', async () => {
    renderBanner(() => [banner(2, 'Shotgun start moved to 9:30', 'Be at your cart by 9:15.'), banner(1, 'Welcome')]);
    const shown = await shownBanner();
    expect(within(shown).getByText('From the organisers')).toBeTruthy();
    expect(within(shown).getByRole('heading', { name: 'Shotgun start moved to 9:30' })).toBeTruthy();
    expect(within(shown).getByText('Be at your cart by 9:15.')).toBeTruthy();
    expect(screen.queryByText('Welcome')).toBeNull();
  });

  it('stays closed once dismissed, on this open and the next, and shows the older one not yet closed', async () => {
    const mine = () => [banner(2, 'Shotgun start moved to 9:30'), banner(1, 'Welcome')];
    const view = renderBanner(mine);
    await userEvent.click(within(await shownBanner()).getByRole('button', { name: 'Dismiss the message' }));
    expect(within(await shownBanner()).getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    view.unmount();

    renderBanner(mine);
    expect(within(await shownBanner()).getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByText('Shotgun start moved to 9:30')).toBeNull();
  });

  it('shows a new message when its field-message event comes on the stream', async () => {
    let mine: ScorecardBanner[] = [];
    const view = renderBanner(() => mine);
    await waitFor(() => expect(view.fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('status', { name: 'Message from the organisers' })).toBeNull();

    mine = [banner(3, 'Rain delay: play resumes at 11:00')];
    const source = FakeEventSource.latest();
    act(() => {
      source.open();
      source.push({ type: 'field-message', id: 41, tournamentId, data: { tournamentId, messageId: mine[0]!.id } });
    });
    expect(within(await shownBanner()).getByRole('heading', { name: 'Rain delay: play resumes at 11:00' })).toBeTruthy();
  });

  it('asks nothing when nobody is signed in', async () => {
    const view = renderBanner(() => [banner(1, 'Welcome')], null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.fetch.mock.calls.filter(([url]) => url.includes('/messages/'))).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Message from the organisers' })).toBeNull();
  });
});
