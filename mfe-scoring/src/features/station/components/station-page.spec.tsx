import 'fake-indexeddb/auto';
import { fakeResponse, sampleContest, withoutSignal } from '@fairway/api-client/testing';
import type { Contest, ContestEntry, ContestEntryInput, StationView } from '@fairway/contracts/contest';
import { contestMessages } from '@fairway/contracts/contest-messages';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { StationPage } from './station-page';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

// IndexedDB (fake-indexeddb) sits between each tap and the fake server: on a busy machine a round trip can
// outlast the default second.
configure({ asyncUtilTimeout: 5000 });

const contestId = '33333333-3333-4333-8333-333333333333';
const eagles = {
  id: '55555555-5555-4555-8555-555555555551',
  name: 'Eagles',
  players: [
    { id: '66666666-6666-4666-8666-666666666661', name: 'Ann Lee' },
    { id: '66666666-6666-4666-8666-666666666662', name: 'Cy Ray' },
  ],
};
const hawks = { id: '55555555-5555-4555-8555-555555555552', name: 'Hawks', players: [{ id: '66666666-6666-4666-8666-666666666663', name: 'Bob Tan' }] };

function entryOf(input: ContestEntryInput, overrides: Partial<ContestEntry> = {}): ContestEntry {
  const team = [eagles, hawks].find((candidate) => candidate.id === input.teamId)!;
  return {
    id: input.entryId,
    contestId,
    teamId: input.teamId,
    teamName: team.name,
    playerId: input.playerId ?? null,
    playerName: team.players.find((player) => player.id === input.playerId)?.name ?? null,
    division: input.division,
    feet: input.feet ?? null,
    inches: input.inches ?? null,
    yards: null,
    measurementLabel: `${input.feet} ft ${input.inches} in`,
    witnesses: [],
    source: 'station',
    verified: true,
    voided: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A fake server for one contest: it stores entries by id (a replay answers the stored one) and ranks them. */
function fakeStation(kind: Pick<Contest, 'kind' | 'title' | 'competitor'> = { kind: 'closest-to-pin', title: 'Closest to the Pin', competitor: 'individual' }) {
  const entries = new Map<string, ContestEntry>();
  const posts: ContestEntryInput[] = [];
  const contest = (): Contest => {
    const live = [...entries.values()].filter((entry) => !entry.voided);
    const [best] = live.sort((a, b) => a.feet! * 12 + a.inches! - (b.feet! * 12 + b.inches!));
    return sampleContest({
      ...kind,
      id: contestId,
      tournamentId: '11111111-1111-4111-8111-111111111111',
      sponsorName: 'Acme',
      prize: null,
      leaders: [{ division: 'Open', entry: best ?? null }],
    });
  };
  const view = (): StationView => ({ contest: contest(), teams: [eagles, hawks], entries: [...entries.values()] });
  const routes: FakeRoute[] = [
    ['GET', /\/api\/station$/, () => fakeResponse(200, view())],
    [
      'POST',
      /\/station\/entries\/[^/]+\/void$/,
      (_body, url) => {
        const id = /entries\/([^/]+)\/void/.exec(url)![1]!;
        entries.set(id, { ...entries.get(id)!, voided: true });
        return fakeResponse(200, { entry: entries.get(id), leads: false, contest: contest() });
      },
    ],
    [
      'POST',
      /\/station\/entries$/,
      (body) => {
        const input = body as ContestEntryInput;
        posts.push(input);
        const created = !entries.has(input.entryId);
        if (created) entries.set(input.entryId, entryOf(input));
        return fakeResponse(created ? 201 : 200, { entry: entries.get(input.entryId), leads: true, contest: contest() });
      },
    ],
  ];
  return { routes, posts, entries, seed: (input: ContestEntryInput) => entries.set(input.entryId, entryOf(input)) };
}

const seeded = (feet: number, inches: number): ContestEntryInput => ({
  entryId: '77777777-7777-4777-8777-777777777777',
  teamId: hawks.id,
  playerId: hawks.players[0]!.id,
  division: 'Open',
  feet,
  inches,
  yards: null,
  witnesses: [],
});

async function enter(person: ReturnType<typeof userEvent.setup>, team: string, player: string, feet: number, inches: number) {
  await person.click(within(await screen.findByRole('region', { name: 'Pick the team' })).getByRole('button', { name: team }));
  await person.click(within(screen.getByRole('region', { name: 'Pick the player' })).getByRole('button', { name: player }));
  await person.clear(screen.getByRole('spinbutton', { name: 'Feet' }));
  await person.type(screen.getByRole('spinbutton', { name: 'Feet' }), String(feet));
  for (let tap = 0; tap < inches; tap += 1) await person.click(screen.getByRole('button', { name: 'Inches plus 1' }));
  await person.click(screen.getByRole('button', { name: 'Next' }));
}

/** The typed field's text, whether it reads as refused, and the message next to it (none: ''). */
function fieldState(name: string) {
  const field = screen.getByRole('spinbutton', { name });
  return { typed: (field as HTMLInputElement).value, invalid: field.getAttribute('aria-invalid') === 'true', says: accessibleDescription(field) };
}

const accessibleDescription = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function retype(person: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await person.clear(screen.getByRole('spinbutton', { name }));
  await person.type(screen.getByRole('spinbutton', { name }), text);
}

let tokenNumber = 0;
const newToken = () => `station-token-${(tokenNumber += 1)}`;

/** The station open at the measure step for a team (and its player, in an individual contest). */
async function measuring(server: ReturnType<typeof fakeStation>, team: string, player?: string) {
  renderScoring(<StationPage token={newToken()} />, { routes: server.routes });
  const person = userEvent.setup();
  await person.click(within(await screen.findByRole('region', { name: 'Pick the team' })).getByRole('button', { name: team }));
  if (player) await person.click(screen.getByRole('button', { name: player }));
  return person;
}

describe('StationPage', () => {
  it('takes a team, a player and a distance in big steps, asks whether it beats the leader, and records it', async () => {
    const server = fakeStation();
    server.seed(seeded(4, 2));
    const token = newToken();
    const { fetch } = renderScoring(<StationPage token={token} />, { routes: server.routes });
    const person = userEvent.setup();
    await screen.findByRole('heading', { name: 'Closest to the Pin' });
    expect(within(screen.getByRole('list', { name: 'Leaders' })).getByRole('listitem').textContent).toBe('LeaderBob Tan, 4 ft 2 in');

    await enter(person, 'Eagles', 'Ann Lee', 3, 11);
    screen.getByRole('heading', { name: 'Beats the leader (4 ft 2 in)?' });
    screen.getByText('Yes: new leader, ahead of Bob Tan');
    await person.click(screen.getByRole('button', { name: 'Record 3 ft 11 in' }));

    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toMatchObject({ teamId: eagles.id, playerId: eagles.players[0]!.id, division: 'Open', feet: 3, inches: 11, yards: null });
    const post = fetch.mock.calls.find(([url, init]) => init?.method === 'POST' && url.endsWith('/station/entries'))!;
    expect(new Headers(post[1]!.headers).get('x-station-token')).toBe(token);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Leaders' })).getByRole('listitem').textContent).toBe('LeaderAnn Lee, 3 ft 11 in'));
    await screen.findByText('Online · all entries sent');
    screen.getByRole('region', { name: 'Pick the team' }); // ready for the next ball
  });

  it('says when a distance does not beat the leader', async () => {
    const server = fakeStation();
    server.seed(seeded(4, 2));
    renderScoring(<StationPage token={newToken()} />, { routes: server.routes });
    await enter(userEvent.setup(), 'Eagles', 'Cy Ray', 9, 0);
    screen.getByText('No: Bob Tan still leads');
  });

  it('keeps entries made without signal on the phone, leads with them, and sends each once when the signal returns', async () => {
    const server = fakeStation();
    server.seed(seeded(4, 2));
    const { fetch } = renderScoring(<StationPage token={newToken()} />, { routes: server.routes });
    const person = userEvent.setup();
    await screen.findByRole('heading', { name: 'Closest to the Pin' });
    const signal = withoutSignal(fetch);

    await enter(person, 'Eagles', 'Ann Lee', 3, 0);
    await person.click(screen.getByRole('button', { name: 'Record 3 ft 0 in' }));
    await screen.findByText('No signal · 1 waiting on the phone');
    await enter(person, 'Hawks', 'Bob Tan', 2, 6);
    screen.getByRole('heading', { name: 'Beats the leader (3 ft 0 in)?' }); // the entry on the phone leads
    await person.click(screen.getByRole('button', { name: 'Record 2 ft 6 in' }));
    await screen.findByText('No signal · 2 waiting on the phone');
    expect(screen.getAllByText('Waiting for signal')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Leaders' })).getByRole('listitem').textContent).toBe('LeaderBob Tan, 2 ft 6 in');

    signal.signalReturns();
    window.dispatchEvent(new Event('online'));
    await screen.findByText('Online · all entries sent');
    expect(server.posts.map((post) => [post.feet, post.inches])).toEqual([
      [3, 0],
      [2, 6],
    ]);
    expect(server.entries.size).toBe(3);
    expect(screen.queryByText('Waiting for signal')).toBeNull();
  });

  it('voids an entry after asking, and the lead passes on', async () => {
    const server = fakeStation();
    server.seed(seeded(4, 2));
    renderScoring(<StationPage token={newToken()} />, { routes: server.routes });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Void Bob Tan, 4 ft 2 in' }));
    await person.click(screen.getByRole('button', { name: 'Yes, void' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Leaders' })).getByRole('listitem').textContent).toBe('LeaderNo entry yet'));
    expect(server.entries.get(seeded(4, 2).entryId)?.voided).toBe(true);
    expect(screen.queryByRole('button', { name: 'Void Bob Tan, 4 ft 2 in' })).toBeNull();
  });

  it('refuses inches past 11 next to the field, keeps them as typed, and offers only the corrected distance', async () => {
    const server = fakeStation();
    const person = await measuring(server, 'Eagles', 'Ann Lee');

    await retype(person, 'Inches', '13');
    expect(fieldState('Inches')).toEqual({ typed: '13', invalid: true, says: contestMessages.inches });
    expect(screen.getByText(contestMessages.inches).textContent).toBe('Inches must be a whole number from 0 to 11: 12 inches make a foot');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Inches plus 1' })).toHaveProperty('disabled', true); // a step from a refused number would invent one
    await person.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('region', { name: 'Confirm' })).toBeNull();
    expect(fieldState('Inches').typed).toBe('13');

    await retype(person, 'Inches', '11');
    expect(fieldState('Inches')).toEqual({ typed: '11', invalid: false, says: '' });
    await person.click(screen.getByRole('button', { name: 'Next' }));
    await person.click(screen.getByRole('button', { name: 'Record 0 ft 11 in' }));
    await waitFor(() => expect(server.posts.map((post) => [post.feet, post.inches])).toEqual([[0, 11]]));
  });

  it('refuses negative feet and feet further than a ball on the green can be, and records none of them', async () => {
    const server = fakeStation();
    const person = await measuring(server, 'Hawks', 'Bob Tan');

    for (const typed of ['-3', '151', '4.5']) {
      await retype(person, 'Feet', typed);
      expect(fieldState('Feet')).toEqual({ typed, invalid: true, says: 'Feet must be a whole number from 0 to 150: the ball is on the green' });
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    }
    await person.clear(screen.getByRole('spinbutton', { name: 'Feet' }));
    expect(fieldState('Feet')).toEqual({ typed: '', invalid: true, says: contestMessages.distanceRequired });

    await person.type(screen.getByRole('spinbutton', { name: 'Feet' }), '3');
    await person.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('button', { name: 'Record 3 ft 0 in' });
    expect(server.posts).toEqual([]);
  });

  it('records a longest drive to the tenth of a yard as typed', async () => {
    const server = fakeStation({ kind: 'longest-drive', title: 'Longest Drive', competitor: 'team' });
    const person = await measuring(server, 'Eagles');

    await retype(person, 'Yards', '287.46');
    expect(fieldState('Yards')).toEqual({ typed: '287.46', invalid: true, says: contestMessages.yards });
    await retype(person, 'Yards', '287.5');
    await person.click(screen.getByRole('button', { name: 'Next' }));
    await person.click(screen.getByRole('button', { name: 'Record 287.5 yd' }));
    await waitFor(() => expect(server.posts.map((post) => post.yards)).toEqual([287.5]));
  });

  it('says plainly when the link has been revoked', async () => {
    renderScoring(<StationPage token={newToken()} />, {
      routes: [
        ['GET', /\/api\/station$/, json(401, { statusCode: 401, error: 'Unauthorized', message: 'This station link has been revoked or is not valid' })],
      ],
    });
    await screen.findByRole('heading', { name: 'Station link revoked' });
    screen.getByText('This station link has been revoked. Ask the organiser for a new one.');
  });
});
