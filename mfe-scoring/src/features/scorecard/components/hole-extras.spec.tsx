import { fakeResponse, sampleContestEntry, sampleTeam } from '@fairway/api-client/testing';
import type { TeamWallet } from '@fairway/contracts/add-on';
import type { Contest, ContestEntry } from '@fairway/contracts/contest';
import type { HoleSponsorsResponse } from '@fairway/contracts/sponsor';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import HoleExtras from './hole-extras';

// The extras are lazy reads one after another (sponsors, then logos): give a busy machine more than a second.
configure({ asyncUtilTimeout: 3000 });

const tournamentId = '11111111-1111-4111-8111-111111111111';
const teamId = '22222222-2222-4222-8222-222222222222';
const team = sampleTeam({ id: teamId });
const user = { uid: 'ann-uid', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: null, emailVerified: true };
const logoPath = `/api/tournaments/${tournamentId}/sponsors/s1/logo`;

const holeSponsors: HoleSponsorsResponse = Array.from({ length: 18 }, (_, index) => ({
  hole: index + 1,
  sponsor: index + 1 === 7 ? { id: 's1', name: 'Acme', logoUrl: logoPath, website: null } : null,
}));

function wallet(left: number, overrides: Partial<TeamWallet> = {}): TeamWallet {
  return {
    teamId,
    mulligans: { bought: 3, used: 3 - left, left },
    blockedHoles: [],
    purchases: [{ productId: 'p1', name: 'Mulligan', quantity: 3 }],
    uses: [],
    ...overrides,
  };
}

const logoResponse = () => ({ ...fakeResponse(200, ''), blob: async () => new Blob(['png-bytes'], { type: 'image/png' }) }) as Response;

function routes(walletNow: () => TeamWallet, onSpend: (body: unknown) => Response = () => fakeResponse(201, walletNow())): FakeRoute[] {
  return [
    ['GET', /\/hole-sponsors$/, json(200, holeSponsors)],
    ['GET', /\/sponsors\/s1\/logo$/, logoResponse],
    ['GET', /\/wallet$/, () => fakeResponse(200, walletNow())],
    ['POST', /\/mulligans$/, onSpend],
    ['GET', /\/contests$/, json(200, [])],
  ];
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('HoleExtras', () => {
  afterEach(() => setOnline(true));

  it('names the hole’s sponsor with its logo, kept as data for a hole played without signal', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, { user, routes: routes(() => wallet(3)) });
    await screen.findByText('Acme');
    expect(screen.getByText(/Hole 7 sponsored by/).textContent).toBe('Hole 7 sponsored by Acme');
    const logo = (await screen.findByRole('img', { name: 'Acme logo' })) as HTMLImageElement;
    expect(logo.src).toMatch(/^data:image\/png;base64,/);
  });

  it('shows nothing about a sponsor on a hole without one', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={8} locked={false} />, { user, routes: routes(() => wallet(3)) });
    await screen.findByText('Mulligans left: 3');
    expect(screen.queryByText(/sponsored by/)).toBeNull();
  });

  it('uses a mulligan on this hole after a confirmation, and shows the wallet after it', async () => {
    let left = 3;
    const spent: unknown[] = [];
    const { fetch } = renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, {
      user,
      routes: routes(
        () => wallet(left),
        (body) => {
          spent.push(body);
          left -= 1;
          return fakeResponse(201, wallet(left));
        },
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use a mulligan' }));
    screen.getByText('Use 1 of 3 on hole 7?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, use it' }));
    await screen.findByText('Mulligans left: 2');
    expect(spent).toEqual([{ useId: expect.stringMatching(/^[0-9a-f-]{36}$/), hole: 7, playerId: null }]);
    expect(fetch.mock.calls.some(([url]) => url === `/api/tournaments/${tournamentId}/teams/${teamId}/mulligans`)).toBe(true);
  });

  it('says why a mulligan cannot be used on a blocked hole', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, {
      user,
      routes: routes(() => wallet(3, { blockedHoles: [7] })),
    });
    await screen.findByText('Mulligans cannot be used on hole 7');
    expect((screen.getByRole('button', { name: 'Use a mulligan' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the API’s refusal', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, {
      user,
      routes: routes(
        () => wallet(1),
        () => fakeResponse(409, { statusCode: 409, error: 'Conflict', message: 'Mulligans cannot be used on hole 7' }),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Use a mulligan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, use it' }));
    expect((await screen.findByText(/^Failed to use the mulligan/)).getAttribute('role')).toBe('alert');
    screen.getByText('Failed to use the mulligan: Mulligans cannot be used on hole 7');
  });

  it('waits for signal to use a mulligan, and says so', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, { user, routes: routes(() => wallet(3)) });
    const button = (await screen.findByRole('button', { name: 'Use a mulligan' })) as HTMLButtonElement;
    setOnline(false);
    await screen.findByText('Mulligans are recorded online: use one when the phone has signal');
    expect(button.disabled).toBe(true);
  });

  it('shows no wallet to a team that bought no mulligans', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, {
      user,
      routes: routes(() => ({ ...wallet(0), mulligans: { bought: 0, used: 0, left: 0 } })),
    });
    await screen.findByText('Acme');
    expect(screen.queryByText(/Mulligans left/)).toBeNull();
  });
});

const contestId = '33333333-3333-4333-8333-333333333333';

function leaderEntry(overrides: Partial<ContestEntry> = {}): ContestEntry {
  return sampleContestEntry({
    id: '44444444-4444-4444-8444-444444444444',
    contestId,
    teamId,
    teamName: 'The Bogey Men',
    playerId: team.players[0]!.id,
    playerName: 'Ann Lee',
    createdAt: '2026-11-21T10:42:00.000Z',
    ...overrides,
  });
}

function closestToPin(overrides: Partial<Contest> = {}): Contest {
  return {
    id: contestId,
    tournamentId,
    hole: 7,
    kind: 'closest-to-pin',
    title: 'Closest to the Pin',
    divisions: ['Open'],
    competitor: 'individual',
    sponsorName: null,
    prize: null,
    playerEntriesAllowed: false,
    measured: true,
    minYardage: null,
    leaders: [{ division: 'Open', entry: leaderEntry() }],
    ...overrides,
  };
}

describe('HoleExtras contests', () => {
  const withContests = (contests: Contest[], extra: FakeRoute[] = []): FakeRoute[] => [
    ['GET', /\/contests$/, json(200, contests)],
    ...extra,
    ...routes(() => wallet(3)),
  ];

  it('shows the leader of the hole’s contest, and no way to enter one where the organiser records it', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, { user, routes: withContests([closestToPin()]) });
    expect((await screen.findByText('Closest to the Pin:')).parentElement?.textContent).toBe('Closest to the Pin: Ann Lee, 4 ft 2 in');
    expect(screen.queryByRole('button', { name: 'Enter my measurement' })).toBeNull();
  });

  it('shows nothing of a contest on another hole', async () => {
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={8} locked={false} />, { user, routes: withContests([closestToPin()]) });
    await screen.findByText('Mulligans left: 3');
    expect(screen.queryByText(/Closest to the Pin/)).toBeNull();
  });

  it('names each division’s leader, and says when a division has none yet', async () => {
    const contest = closestToPin({
      divisions: ['Men', 'Women'],
      leaders: [
        { division: 'Men', entry: leaderEntry({ playerName: 'Bo Diaz', measurementLabel: '9 ft 0 in', division: 'Men' }) },
        { division: 'Women', entry: null },
      ],
    });
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, { user, routes: withContests([contest]) });
    expect((await screen.findByText('Closest to the Pin (Men):')).parentElement?.textContent).toBe('Closest to the Pin (Men): Bo Diaz, 9 ft 0 in');
    expect(screen.getByText('Closest to the Pin (Women):').parentElement?.textContent).toBe('Closest to the Pin (Women): No entry yet');
  });

  it('refuses a player’s own measurement the contest cannot take next to its field, and enters none', async () => {
    const posted: unknown[] = [];
    const refuse = (body: unknown) => {
      posted.push(body);
      return fakeResponse(500, {});
    };
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, {
      user,
      routes: withContests([closestToPin({ playerEntriesAllowed: true })], [['POST', /\/contests\/[^/]+\/entries$/, refuse]]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enter my measurement' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Inches' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Inches' }), '13');
    expect((screen.getByRole('spinbutton', { name: 'Inches' }) as HTMLInputElement).value).toBe('13');
    screen.getByText('Inches must be a whole number from 0 to 11: 12 inches make a foot');
    expect(screen.getByRole('button', { name: 'Enter' })).toHaveProperty('disabled', true);
    expect(posted).toEqual([]);
  });

  it('records a player’s own measurement with steppers, marked unverified', async () => {
    const posted: unknown[] = [];
    const reply = (body: unknown) => {
      posted.push(body);
      const entry = leaderEntry({ feet: 3, inches: 11, measurementLabel: '3 ft 11 in', source: 'player', verified: false });
      return fakeResponse(201, { entry, leads: false, contest: closestToPin({ playerEntriesAllowed: true }) });
    };
    renderScoring(<HoleExtras tournamentId={tournamentId} team={team} hole={7} locked={false} />, {
      user,
      routes: withContests([closestToPin({ playerEntriesAllowed: true })], [['POST', /\/contests\/[^/]+\/entries$/, reply]]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enter my measurement' }));
    for (let tap = 0; tap < 4; tap += 1) await userEvent.click(screen.getByRole('button', { name: 'Feet plus 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inches minus 1' }));
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe(team.players[0]!.id); // the signed-in player
    await userEvent.click(screen.getByRole('button', { name: 'Enter 3 ft 11 in' }));
    expect((await screen.findByText(/^Entered 3 ft 11 in/)).textContent).toBe('Entered 3 ft 11 in. Unverified until a volunteer confirms it.');
    expect(posted).toEqual([
      {
        entryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        teamId,
        playerId: team.players[0]!.id,
        division: 'Open',
        feet: 3,
        inches: 11,
        yards: null,
        witnesses: [],
      },
    ]);
  });
});
