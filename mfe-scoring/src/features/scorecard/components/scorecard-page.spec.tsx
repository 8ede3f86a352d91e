import 'fake-indexeddb/auto';
import { jest } from '@jest/globals';
import {
  FakeEventSource,
  fakeResponse,
  sampleBoard,
  sampleBoardRow,
  sampleSponsor,
  sampleTeam,
  sampleTournament,
  withoutSignal,
} from '@fairway/api-client/testing';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { keptCardPersistOptions } from '@fairway/api-client/kept-card';
import { ScorecardPage } from './scorecard-page';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

const tournament = sampleTournament({ sponsors: ['Acme Golf'] });
const [ann, bo] = sampleTeam().players as [ReturnType<typeof sampleTeam>['players'][number], ReturnType<typeof sampleTeam>['players'][number]];
const team = sampleTeam({ startingHole: 7, currentHole: 7, totalScore: -1 });
const user = { uid: 'ann-uid', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: null, emailVerified: true };

function saved(playerId: string, hole: number, strokes: number, extra: Partial<ScoreReadModel> = {}): ScoreReadModel {
  const player = team.players.find((entry) => entry.id === playerId)!;
  return {
    tournamentId: tournament.id,
    teamId: team.id,
    playerId,
    hole,
    strokes,
    netScore: strokes,
    isBest: false,
    playerName: player.name,
    updatedAt: '2026-11-21T10:42:00.000Z',
    changedBy: player.name,
    corrected: false,
    ...extra,
  };
}

function routes(scores: ScoreReadModel[], batch: (body: { scores: Array<{ playerId: string; hole: number; strokes: number }> }) => Response) {
  return [
    ['GET', /\/api\/tournaments\/active/, json(200, [tournament])],
    ['GET', /\/api\/tournaments\/[^/]+\/teams$/, json(200, [team])],
    ['GET', /\/api\/tournaments\/[^/]+$/, json(200, tournament)],
    [
      'GET',
      /\/api\/scores\/hole\?.*hole=(\d+)/,
      (_body: unknown, url: string) =>
        fakeResponse(
          200,
          scores.filter((score) => score.hole === Number(/hole=(\d+)/.exec(url)![1])),
        ),
    ],
    ['GET', /\/api\/scores\/card/, json(200, { submitted: false, submittedAt: null, submittedBy: null })],
    ['GET', /\/api\/scores\?/, json(200, scores)],
    ['POST', /\/api\/scores\/batch/, (body: unknown) => batch(body as Parameters<typeof batch>[0])],
    ['GET', /\/api\/leaderboard\//, json(200, sampleBoard({ rows: [sampleBoardRow({ teamId: team.id, thru: 2, grossTotal: 7, netTotal: 5 })] }))],
  ] as FakeRoute[];
}

/**
 * The clock made fake, so the card's timers (taps settling, polls, retries) are stepped through instead of
 * waited for; IndexedDB (fake-indexeddb, on setImmediate) and promises keep running for real.
 */
let clockIsFake = false;

function fakeClock() {
  clockIsFake = true;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const step = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const realSetTimeout = globalThis.setTimeout;

/**
 * Steps the fake clock until `check` passes, letting IndexedDB run between steps: findBy's own steps under a
 * fake clock never yield to the event loop, where fake-indexeddb does its work.
 */
async function until<T>(check: () => T, maxSteps = 100): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return check();
    } catch (error) {
      if (attempt >= maxSteps) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      await jest.advanceTimersByTimeAsync(50);
    });
  }
}

/** Replaces what a field holds, as a user selecting its text and typing over it does. */
async function retype(person: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await person.clear(field);
  if (text) await person.type(field, text);
}

const acceptAll = (body: { scores: Array<{ playerId: string; hole: number; strokes: number }> }) =>
  fakeResponse(200, { results: body.scores.map((score) => ({ ok: true, score: saved(score.playerId, score.hole, score.strokes) })) });

/** The member's card read with signal (hole 7: Ann 3, Bo 4) and kept on the phone, the page then closed. */
async function keepCardOnline() {
  const scores = [saved(ann.id, 7, 3), saved(bo.id, 7, 4)];
  const online = renderScoring(<ScorecardPage tournamentId={tournament.id} teamId={team.id} />, { user, routes: routes(scores, acceptAll) });
  await within(await screen.findByRole('region', { name: 'Hole 7 scores' })).findByDisplayValue('3');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400))); // the persister's gathered write
  online.unmount();
  return scores;
}

describe('ScorecardPage', () => {
  beforeEach(() => sessionStorage.clear()); // each test is a new tab: no hole remembered
  afterEach(async () => {
    cleanup(); // unmounted first, so the persister's last write below is its last
    if (clockIsFake) jest.runOnlyPendingTimers(); // that write may be waiting on the fake clock
    jest.useRealTimers();
    clockIsFake = false;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the persister's last gathered write
    await keptCardPersistOptions.persister.removeClient(); // each test is a new phone: nothing kept
  });
  it('says No Active Tournament when none runs today', async () => {
    renderScoring(<ScorecardPage />, { routes: [['GET', /\/api\/tournaments\/active/, json(200, [])]] });
    await screen.findByRole('heading', { name: 'No Active Tournament' });
  });

  it('shows Loading Team until the signed-in user’s team is found', async () => {
    renderScoring(<ScorecardPage />, { user: { ...user, email: 'stranger@example.com' }, routes: routes([], acceptAll) });
    screen.getByRole('heading', { name: 'Loading Team' });
    await screen.findByRole('link', { name: 'Find My Team' });
  });

  it('opens on the team’s hole in shotgun order, with best marker and who corrected a score', async () => {
    const scores = [saved(ann.id, 7, 3, { isBest: true, changedBy: 'Bo Diaz' }), saved(bo.id, 7, 4, { changedBy: 'Ann Lee', corrected: true })];
    renderScoring(<ScorecardPage />, { user, routes: routes(scores, acceptAll) });

    const hole = within(await screen.findByRole('region', { name: 'Hole 7 scores' }));
    screen.getByRole('heading', { name: 'The Bogey Men' });
    screen.getByText('Ann Lee (HC 12) · Bo Diaz (HC 20)');
    screen.getByLabelText('Total -1, 71 strokes');
    await screen.findByText('Gross 7 · Net 5'); // the team's strokes as the board counts them
    await hole.findByDisplayValue('3');
    within(hole.getByRole('listitem', { name: 'Ann Lee' })).getByText('Best');
    within(hole.getByRole('listitem', { name: 'Bo Diaz' })).getByText(/^changed by Ann Lee at /);
    expect(within(hole.getByRole('listitem', { name: 'Ann Lee' })).queryByText(/changed by/)).toBeNull(); // entered for her, not corrected
    hole.getByText('Team: 3 · Even par · Par');
    expect((hole.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(hole.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Hole 8 scores' });
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(false);
    screen.getByText('Proudly Sponsored By');
  });

  it('names the sponsors the organiser recorded in Proudly Sponsored By, instead of the names typed with the tournament', async () => {
    const recorded = [sampleSponsor({ name: 'Birdie Bakery' }), sampleSponsor({ id: '00000000-0000-4000-8000-0000000000e9', name: 'Acme Motors' })];
    renderScoring(<ScorecardPage />, { user, routes: [['GET', /\/sponsors$/, json(200, recorded)], ...routes([], acceptAll)] });
    const strip = within(await screen.findByRole('region', { name: 'Sponsors' }));
    expect(await strip.findByText('Birdie Bakery · Acme Motors')).not.toBeNull();
    expect(strip.queryByText('Acme Golf')).toBeNull();
  });

  it('shows a teammate’s score from the live stream, without polling while the stream is up', async () => {
    FakeEventSource.install();
    fakeClock();
    const { fetch } = renderScoring(<ScorecardPage />, { user, routes: routes([], acceptAll) });
    const hole = within(await screen.findByRole('region', { name: 'Hole 7 scores' }));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(`/api/tournaments/${tournament.id}/events`);
    act(() => stream.open());
    const holeReads = () => fetch.mock.calls.filter(([url]) => String(url).includes('/api/scores/hole')).length;
    await waitFor(() => expect(holeReads()).toBeGreaterThan(0));
    await step(50); // the hole's scores as first shown
    const readsWhenLive = holeReads();

    act(() =>
      stream.push({
        type: 'hole-scores',
        id: 5,
        tournamentId: tournament.id,
        data: {
          tournamentId: tournament.id,
          teamId: team.id,
          hole: 7,
          scores: [saved(bo.id, 7, 5, { changedBy: 'Cal Park', updatedAt: '2026-11-21T10:51:00.000Z' })],
        },
      }),
    );
    const boRow = within(hole.getByRole('listitem', { name: 'Bo Diaz' }));
    await boRow.findByDisplayValue('5');
    boRow.getByText(/^changed by Cal Park at /);
    await step(5_500); // longer than the poll's interval
    expect(holeReads()).toBe(readsWhenLive);
  });

  it('queues a score on the phone once the taps stop, sends it and says when all are sent', async () => {
    const person = fakeClock();
    const sent: unknown[] = [];
    renderScoring(<ScorecardPage />, {
      user,
      routes: routes([], (body) => {
        sent.push(...body.scores);
        return acceptAll(body);
      }),
    });
    const row = within(await screen.findByRole('listitem', { name: 'Ann Lee' }));
    await person.click(row.getByRole('button', { name: 'One more for Ann Lee' }));
    await person.click(row.getByRole('button', { name: 'One more for Ann Lee' }));
    await person.click(row.getByRole('button', { name: 'One less for Ann Lee' }));
    expect((row.getByLabelText('Strokes for Ann Lee') as HTMLInputElement).value).toBe('4');
    await step(300);
    expect(sent).toEqual([]); // still tapping
    await step(1_200);
    await waitFor(() => expect(sent).toEqual([{ tournamentId: tournament.id, teamId: team.id, playerId: ann.id, hole: 7, strokes: 4 }])); // 4, 5, 4: one 4
    await screen.findByText('All scores sent');
  });

  it('lets the event’s scorer score a team they do not play in, saying whose card it is and in what role', async () => {
    const person = fakeClock();
    const sent: unknown[] = [];
    const scorer = { uid: 'sam-uid', email: 'sam@example.com', displayName: 'Sam Scorer', photoURL: null, emailVerified: true };
    renderScoring(<ScorecardPage tournamentId={tournament.id} teamId={team.id} />, {
      user: scorer,
      routes: [
        ['GET', /\/api\/tournaments\/[^/]+$/, json(200, { ...tournament, myRole: 'scorer' })],
        ...routes([], (body) => {
          sent.push(...body.scores);
          return acceptAll(body);
        }),
      ],
    });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(`Scoring for ${team.name} as scorer`);
    expect(within(note).getByRole('link', { name: 'All cards' }).getAttribute('href')).toBe(`/tournament/${tournament.id}/field-cards`);
    const row = within(await screen.findByRole('listitem', { name: 'Ann Lee' }));
    await person.click(row.getByRole('button', { name: 'One more for Ann Lee' }));
    await step(1_500);
    await waitFor(() => expect(sent).toEqual([{ tournamentId: tournament.id, teamId: team.id, playerId: ann.id, hole: 7, strokes: 4 }]));
  });

  it('does not call a player a scorer on their own card', async () => {
    renderScoring(<ScorecardPage tournamentId={tournament.id} teamId={team.id} />, {
      user,
      routes: [['GET', /\/api\/tournaments\/[^/]+$/, json(200, { ...tournament, myRole: 'scorer' })], ...routes([], acceptAll)],
    });
    await screen.findByRole('listitem', { name: 'Ann Lee' });
    expect(screen.queryByText(/as scorer/)).toBeNull();
  });

  it('shows a refused score with what to do instead of retrying it', async () => {
    renderScoring(<ScorecardPage />, {
      user,
      routes: routes([], (body) =>
        fakeResponse(200, {
          results: body.scores.map(() => ({
            ok: false,
            error: { statusCode: 409, error: 'Conflict', code: 'CARD_SUBMITTED', message: 'This card has been submitted and is locked.' },
          })),
        }),
      ),
    });
    const row = within(await screen.findByRole('listitem', { name: 'Bo Diaz' }));
    await userEvent.type(row.getByLabelText('Strokes for Bo Diaz'), '5');
    await userEvent.tab(); // leaving the field commits it
    const alert = await screen.findByText(/Hole 7: score of 5 not saved\./);
    expect(alert.parentElement?.textContent).toContain('Your card is submitted: ask the tournament admin to correct this score.');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText(/score of 5 not saved/)).toBeNull());
  });

  it('edits the team in Manage Team: handicaps 0-54, a name required, Cancel restoring values, Team updated!', async () => {
    const person = userEvent.setup();
    const sent: unknown[] = [];
    let fail = true;
    renderScoring(<ScorecardPage />, {
      user,
      routes: [
        [
          'PATCH',
          /\/api\/teams\/[^/]+$/,
          (body: unknown) => {
            sent.push(body);
            return fail
              ? fakeResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'down' })
              : fakeResponse(200, { ...team, name: 'The Birdie Men' });
          },
        ],
        ...routes([], acceptAll),
      ],
    });
    await person.click(await screen.findByRole('button', { name: 'Manage Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Team' }));
    dialog.getByText('HC 20');
    await person.click(dialog.getByRole('button', { name: 'Edit Team' }));
    const boSlot = within(await dialog.findByRole('group', { name: 'Player 2' }));
    await retype(person, boSlot.getByLabelText('Handicap'), '60');
    await person.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Handicap must be between 0 and 54');
    await person.click(dialog.getByRole('button', { name: 'Cancel' }));
    await person.click(dialog.getByRole('button', { name: 'Edit Team' }));
    expect(((await dialog.findByRole('group', { name: 'Player 2' })).querySelector('input[inputmode="decimal"]') as HTMLInputElement).value).toBe('20');

    await retype(person, dialog.getByLabelText('Team Name'), ' ');
    await person.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Please enter a name for your team.');
    await retype(person, dialog.getByLabelText('Team Name'), 'The Birdie Men');
    await retype(person, within(dialog.getByRole('group', { name: 'Player 2' })).getByLabelText('Handicap'), '45.5');
    await person.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Error updating team');
    dialog.getByRole('button', { name: 'Save Changes' }); // still editing

    fail = false;
    await person.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Your team details have been saved successfully.');
    expect(sent.at(-1)).toEqual({
      name: 'The Birdie Men',
      players: [
        { id: ann.id, name: 'Ann Lee', email: 'ann@example.com', handicap: 12, position: 1 },
        { id: bo.id, name: 'Bo Diaz', email: null, handicap: 45.5, position: 2 },
      ],
    });
    await dialog.findByRole('button', { name: 'Edit Team' });
  });

  it('reopens on the hole this tab showed last, not the team’s hole on the server', async () => {
    const first = renderScoring(<ScorecardPage />, { user, routes: routes([], acceptAll) });
    await userEvent.click(await screen.findByRole('button', { name: 'Hole 3' }));
    await screen.findByRole('region', { name: 'Hole 3 scores' });
    first.unmount();
    renderScoring(<ScorecardPage />, { user, routes: routes([], acceptAll) });
    await screen.findByRole('region', { name: 'Hole 3 scores' });
  });

  it("says Tournament Not Found only for a 404, and never reads today's tournaments when the URL names one", async () => {
    const { fetch } = renderScoring(<ScorecardPage tournamentId="no-such-id" teamId={team.id} />, { user, routes: [] });
    await screen.findByRole('heading', { name: 'Tournament Not Found' });
    screen.getByText(/No tournament has the id no-such-id\./);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/tournaments/active'))).toBe(false);
  });

  it('starts every read the URL allows at once: tournament, teams, scores, card and board', async () => {
    const { fetch } = renderScoring(<ScorecardPage tournamentId={tournament.id} teamId={team.id} />, { user, routes: routes([], acceptAll) });
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(5));
    const first = fetch.mock.calls.slice(0, 5).map(([url]) => String(url).replace(/\?.*/, ''));
    expect(first.sort()).toEqual(
      [
        `/api/leaderboard/${tournament.id}`,
        '/api/scores',
        '/api/scores/card',
        `/api/tournaments/${tournament.id}`,
        `/api/tournaments/${tournament.id}/teams`,
      ].sort(),
    );
    await screen.findByRole('region', { name: 'Hole 7 scores' });
  });

  it('says No signal, trying again (not No Active Tournament) when the tournament cannot be read, and opens by itself', async () => {
    fakeClock();
    const { fetch } = renderScoring(<ScorecardPage tournamentId={tournament.id} teamId={team.id} />, { user, routes: routes([], acceptAll) });
    const signal = withoutSignal(fetch);
    await screen.findByRole('heading', { name: 'No signal, trying again…' }, { timeout: 8000 });
    expect(screen.queryByRole('heading', { name: 'No Active Tournament' })).toBeNull();
    signal.signalReturns();
    await screen.findByRole('region', { name: 'Hole 7 scores' }, { timeout: 8000 });
  });

  it('reopens without signal on the card kept on the phone, restored before any read runs', async () => {
    const scores = await keepCardOnline();

    fakeClock();
    const offline = renderScoring(<ScorecardPage tournamentId={tournament.id} teamId={team.id} />, { user, routes: routes(scores, acceptAll) });
    offline.fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const hole = within(await until(() => screen.getByRole('region', { name: 'Hole 7 scores' })));
    hole.getByDisplayValue('3');
    screen.getByRole('heading', { name: 'The Bogey Men' });
    await step(3_500); // the failed refetches and their retries
    expect(screen.queryByRole('heading', { name: 'No Active Tournament' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No signal, trying again…' })).toBeNull();
    screen.getByRole('region', { name: 'Hole 7 scores' });
  });

  it('gives the kept card back to the account that kept it only: another account on the phone reads afresh', async () => {
    const scores = await keepCardOnline();

    const someoneElse = { ...user, uid: 'uid-someone-else', email: 'else@example.com' };
    const offline = renderScoring(<ScorecardPage tournamentId={tournament.id} teamId={team.id} />, { user: someoneElse, routes: routes(scores, acceptAll) });
    offline.fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByRole('heading', { name: 'No signal, trying again…' }, { timeout: 8000 });
    expect(screen.queryByRole('region', { name: 'Hole 7 scores' })).toBeNull();
  });
});
