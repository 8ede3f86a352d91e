import { FakeEventSource, fakeResponse, sampleBoard, sampleCourse, sampleTournament } from '@fairway/api-client/testing';
import { startsMessages, type StartsPlanInput } from '@fairway/contracts/starts';
import { act, createEvent, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin } from '../../../shared/testing/render-admin';
import { startsServer, teamId } from '../testing/starts-server';
import { StartsSection } from './starts-section';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const course = sampleCourse().tees[0]!.holes;
const shotgun: StartsPlanInput = { mode: 'shotgun', closedHoles: [], doublingOrder: null, reverse: false, waves: 1, shotgunTimes: [] };

function renderSection(server: ReturnType<typeof startsServer>) {
  const view = renderAdmin(<StartsSection tournamentId={tournamentId} />);
  view.fetch.mockImplementation(async (url, init) => {
    if (url.includes('/starts')) return server.answer(url, init);
    if (url.endsWith(`/api/tournaments/${tournamentId}`)) return fakeResponse(200, sampleTournament({ id: tournamentId, holes: course }));
    return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${url}` });
  });
  return view;
}

const hole = (number: number) => screen.getByRole('region', { name: `Hole ${number}` });

describe('the starting positions', () => {
  beforeEach(() => FakeEventSource.install());

  it('assigns a shotgun with a closed hole and shows the count, the par and the teams on every hole', async () => {
    const server = startsServer(20);
    renderSection(server);
    await screen.findByText(startsMessages.notPlanned);

    await user.click(screen.getByRole('checkbox', { name: 'Close hole 2' }));
    await user.type(screen.getByLabelText('Horn'), '0830');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(server.writes).toEqual([['PUT', 'starts', { mode: 'shotgun', closedHoles: [2], reverse: false, waves: 1, shotgunTimes: ['08:30'] }]]);
    // 20 teams on 17 open holes: three holes take an A and a B group, hole 2 none.
    await within(await screen.findByRole('region', { name: 'Hole 1' })).findByText('Team 1');
    expect(within(hole(2)).getByText('Closed')).toBeTruthy();
    expect(within(hole(3)).getByText(`Par ${course[2]!.par}`)).toBeTruthy();
    const doubled = screen.getAllByRole('region', { name: /^Hole \d+$/ }).filter((cell) => within(cell).queryByText('2 groups'));
    expect(doubled).toHaveLength(3);
    expect(within(doubled[0]!).getByText('A')).toBeTruthy();
    expect(within(doubled[0]!).getByText('B')).toBeTruthy();
  });

  it('moves a team with its Move select, and marks the hole crowded until it is right; the lock is refused with the server’s words', async () => {
    const server = startsServer(18, { assigned: shotgun });
    renderSection(server);
    const move = await screen.findByRole('combobox', { name: 'Move Team 1' });

    await user.selectOptions(move, 'Hole 5');
    expect(server.writes).toEqual([['PUT', `starts/teams/${teamId(1)}`, { hole: 5, wave: 1 }]]);
    await within(hole(5)).findByText('Team 1');
    expect(within(hole(5)).getByText('2 groups')).toBeTruthy();
    expect(within(hole(1)).getByText('0 groups')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Team 2' }), 'Hole 5');
    await within(hole(5)).findByText(startsMessages.crowded(5));
    expect(hole(5).className).toMatch(/crowded/);

    await user.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText(`${startsMessages.lockFailed}: ${startsMessages.crowded(5)}`)).toHaveProperty('role', 'alert');
  });

  it('moves a team dragged onto another hole', async () => {
    const server = startsServer(18, { assigned: shotgun });
    renderSection(server);
    const chip = within(await screen.findByRole('region', { name: 'Hole 3' })).getByRole('listitem', { name: 'Team 3' });
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '' };

    fireEvent(chip, Object.assign(createEvent.dragStart(chip), { dataTransfer }));
    fireEvent(hole(9), Object.assign(createEvent.dragOver(hole(9)), { dataTransfer }));
    fireEvent(hole(9), Object.assign(createEvent.drop(hole(9)), { dataTransfer }));

    await within(hole(9)).findByText('Team 3');
    expect(server.writes).toEqual([['PUT', `starts/teams/${teamId(3)}`, { hole: 9, wave: 1 }]]);
  });

  it('locked: says who locked it and when, disables every move with the server’s words, and Unlock opens them again', async () => {
    const server = startsServer(18, { assigned: shotgun, locked: true });
    renderSection(server);
    await screen.findByText(startsMessages.locked);
    expect(screen.getByText(/by Olive Organiser, Nov 28/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Move Team 1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('listitem', { name: 'Team 1' }).getAttribute('draggable')).toBe('false');
    expect(screen.getByRole('button', { name: 'Assign' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByRole('button', { name: 'Lock' });
    expect(screen.getByRole('combobox', { name: 'Move Team 1' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(startsMessages.locked)).toBeNull();
    expect(server.writes).toEqual([['DELETE', 'starts/lock', undefined]]);
  });

  it('reads the starts again when the stream tells of another organiser’s change', async () => {
    const server = startsServer(18, { assigned: shotgun });
    const view = renderSection(server);
    await within(await screen.findByRole('region', { name: 'Hole 4' })).findByText('Team 4');
    act(() => FakeEventSource.latest().open());
    const reads = () => view.fetch.mock.calls.filter(([url, init]) => url.endsWith('/starts') && (init?.method ?? 'GET') === 'GET').length;
    const before = reads();

    // Another organiser (another browser) moves Team 4 to hole 12: this page hears only the new board.
    await server.answer(`/api/tournaments/${tournamentId}/starts/teams/${teamId(4)}`, { method: 'PUT', body: JSON.stringify({ hole: 12, wave: 1 }) });
    act(() => FakeEventSource.latest().push({ type: 'leaderboard', id: 3, tournamentId, data: sampleBoard({ tournamentId }) }));

    await within(hole(12)).findByText('Team 4');
    expect(within(hole(4)).queryByText('Team 4')).toBeNull();
    expect(reads()).toBe(before + 1);
  });
});
