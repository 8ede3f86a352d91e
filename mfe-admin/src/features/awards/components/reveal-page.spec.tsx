import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleTournament } from '@fairway/api-client/testing';
import type { Award, RevealState } from '@fairway/contracts/awards';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin } from '../../../shared/testing/render-admin';
import { RevealPage } from './reveal-page';

const user = userEvent.setup();
// As the API reads it to a visitor; to the MC, their own read says they manage it.
const tournament = sampleTournament();
const asMcReadsIt = { ...tournament, canManage: true, adminUserId: 'uid-mc' };
const mc = fakeUser({ uid: 'uid-mc', email: 'mc@example.com' });
const longDrive: Award = {
  id: 'contest-1-open',
  category: 'contest',
  title: 'Longest Drive (Open), hole 5',
  prize: 'Driver',
  sponsorName: 'Acme',
  winners: [{ name: 'Ann Lee', teamName: 'Eagles', detail: '287 yd' }],
};
const firstPlace: Award = {
  id: 'place-1',
  category: 'place',
  title: '1st Place',
  prize: 'Trophy',
  sponsorName: null,
  winners: [{ name: 'Eagles', teamName: null, detail: '-6' }],
};
const awards = [longDrive, firstPlace];

/** The API's reveal machine, enough of it for the page: each step moves the state the TV shows. */
function ceremony(closed = true) {
  let phase: RevealState['phase'] = 'waiting';
  let step = 0;
  const state = (): RevealState => {
    const total = phase === 'waiting' ? 0 : awards.length;
    const onStage = step > 0 && phase !== 'finished' ? awards[step - 1]! : null;
    const revealedCount = phase === 'finished' ? awards.length : phase === 'announced' ? step - 1 : step;
    return {
      tournamentId: tournament.id,
      phase,
      total,
      step,
      current: onStage && (phase === 'announced' ? { ...onStage, winners: [] } : onStage),
      revealed: awards.slice(0, revealedCount),
      updatedAt: '2026-11-21T18:00:00.000Z',
    };
  };
  const act = (action: string): Response => {
    if (action === 'start' && !closed) return fakeResponse(409, { statusCode: 409, error: 'Conflict', message: awardsMessages.scoringOpen });
    if (action === 'start') phase = 'started';
    if (action === 'announce') [phase, step] = ['announced', step + 1];
    if (action === 'reveal') phase = 'revealed';
    if (action === 'finish') phase = 'finished';
    return fakeResponse(200, state());
  };
  return { state, act };
}

function renderPage({ as = mc as ReturnType<typeof fakeUser> | null, closed = true } = {}) {
  const machine = ceremony(closed);
  const actions: string[] = [];
  const view = renderAdmin(<RevealPage tournamentId={tournament.id} />, {
    user: as,
    routes: [
      ['GET', /\/api\/tournaments\/[^/]+$/, () => fakeResponse(200, as?.uid === mc.uid ? asMcReadsIt : tournament)],
      ['GET', /\/awards\/reveal$/, () => fakeResponse(200, machine.state())],
      [
        'POST',
        /\/awards\/reveal$/,
        (body) => {
          const { action } = body as { action: string };
          actions.push(action);
          return machine.act(action);
        },
      ],
    ],
  });
  return { ...view, actions };
}

const tv = () => screen.getByRole('region', { name: 'On the TV now' });
const press = (name: string) => user.click(screen.getByRole('button', { name }));

describe('the reveal page', () => {
  it('lets the MC start, announce and reveal each award, then finish, with only the next step enabled', async () => {
    const { actions } = renderPage();
    await screen.findByText('The TV shows the leaderboard: the reveal has not started.');
    const enabled = () =>
      screen
        .getAllByRole('button')
        .filter((button) => !(button as HTMLButtonElement).disabled)
        .map((button) => button.textContent);
    expect(enabled()).toEqual(['Start']);

    await press('Start');
    await within(tv()).findByText('The reveal has started: 2 awards to announce.');
    await press('Announce next');
    await within(tv()).findByText('Award 1 of 2 announced: the winner is still hidden.');
    within(tv()).getByText('Longest Drive (Open), hole 5');
    within(tv()).getByText('Prize: Driver · Sponsored by Acme');
    expect(within(tv()).queryByText(/Ann Lee/)).toBeNull();
    expect(enabled()).toEqual(['Reveal']);

    await press('Reveal');
    await within(tv()).findByText('Ann Lee (Eagles), 287 yd');
    await press('Announce next');
    await press('Reveal');
    await within(tv()).findByText('Eagles, -6');
    await press('Finish');
    await within(tv()).findByText('The TV shows the full results.');
    expect(enabled()).toEqual([]);
    const revealed = screen.getByRole('region', { name: 'Revealed so far' });
    expect(
      within(revealed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Longest Drive (Open), hole 5: Ann Lee (Eagles), 287 yd', '1st Place: Eagles, -6']);
    expect(actions).toEqual(['start', 'announce', 'reveal', 'announce', 'reveal', 'finish']);
  });

  it('says why the reveal cannot start while scoring is open', async () => {
    renderPage({ closed: false });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByText(`${awardsMessages.revealFailed}: ${awardsMessages.scoringOpen}`);
    within(tv()).getByText('The TV shows the leaderboard: the reveal has not started.');
  });

  it('is for the tournament’s organiser only', async () => {
    renderPage({ as: fakeUser({ uid: 'uid-guest' }) });
    await screen.findByText('Only the tournament’s organiser can run the reveal.');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    renderPage({ as: null });
    await screen.findByText('Sign in as the tournament’s organiser to run the reveal.');
    screen.getByRole('button', { name: 'Sign In' });
  });
});
