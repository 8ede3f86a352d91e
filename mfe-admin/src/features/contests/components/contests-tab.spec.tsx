import { fakeResponse, sampleContest, sampleContestEntry, sampleContestInput } from '@fairway/api-client/testing';
import { type Contest, contestMessages } from '@fairway/contracts/contest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin, retype } from '../../../shared/testing/render-admin';
import { ContestsTab } from './contests-tab';

const user = userEvent.setup();

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const contestId = '11111111-1111-4111-8111-111111111111';
const stationId = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-21T15:04:00.000Z';

const pin = sampleContest({
  id: contestId,
  tournamentId,
  title: 'Closest to the Pin',
  divisions: ['Men', 'Women'],
  sponsorName: 'Acme',
  prize: 'Putter',
  leaders: [
    { division: 'Men', entry: null },
    { division: 'Women', entry: null },
  ],
});
const annEntry = sampleContestEntry({
  id: '33333333-3333-4333-8333-333333333333',
  contestId,
  teamId: '44444444-4444-4444-8444-444444444444',
  teamName: 'Eagles',
  playerId: '55555555-5555-4555-8555-555555555555',
  playerName: 'Ann Lee',
  division: 'Women',
  createdAt: at,
});
const withLeader: Contest = { ...pin, leaders: [pin.leaders[0]!, { division: 'Women', entry: annEntry }] };

type Write = [method: string, url: string, body: unknown];

function renderTab({ contests = [withLeader], failFirstRead = false } = {}) {
  const writes: Write[] = [];
  let failRead = failFirstRead;
  let listed = contests;
  let stations = [{ id: stationId, contestId, label: 'Hole 7 volunteer', createdAt: at, revokedAt: null as string | null }];
  let entries = [annEntry];
  const view = renderAdmin(<ContestsTab tournamentId={tournamentId} />);
  view.fetch.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') writes.push([method, url, body]);
    const route = `${method} ${url.replace(tournamentId, ':t').replace(contestId, ':c')}`;
    switch (route) {
      case 'GET /api/tournaments/:t/contests':
        if (failRead) {
          failRead = false;
          return fakeResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'The database is restarting' });
        }
        return fakeResponse(200, listed);
      case 'POST /api/tournaments/:t/contests':
        listed = [...listed, { ...pin, ...body, id: '66666666-6666-4666-8666-666666666666', title: 'Longest Drive', leaders: [] }];
        return fakeResponse(201, listed.at(-1));
      case 'GET /api/contests/:c/stations':
        return fakeResponse(200, stations);
      case 'POST /api/contests/:c/stations':
        return fakeResponse(201, {
          id: '77777777-7777-4777-8777-777777777777',
          contestId,
          label: body.label,
          createdAt: at,
          revokedAt: null,
          token: 'tok-EN_1',
        });
      case `DELETE /api/contests/:c/stations/${stationId}`:
        stations = stations.map((station) => ({ ...station, revokedAt: at }));
        return fakeResponse(204);
      case 'GET /api/contests/:c/entries':
        return fakeResponse(200, entries);
      case `POST /api/contests/:c/entries/${annEntry.id}/void`:
        entries = [{ ...annEntry, voided: true }];
        return fakeResponse(200, { entry: entries[0], leads: false, contest: pin });
      case 'GET /api/contests/:c/audit':
        return fakeResponse(200, [
          { id: 1, contestId, entryId: annEntry.id, action: 'entered', actor: 'Station: Hole 7 volunteer', at },
          ...(entries[0]!.voided ? [{ id: 2, contestId, entryId: annEntry.id, action: 'voided', actor: 'Olive Organiser', at }] : []),
        ]);
      default:
        return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${route}` });
    }
  });
  return { ...view, writes };
}

const inPopover = () => within(document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement);

describe('the Contests tab', () => {
  it('lists each contest hole with its leader per division', async () => {
    renderTab();
    const card = await screen.findByRole('region', { name: 'Closest to the Pin, hole 7' });
    within(card).getByText('Men, Women · Individual · Sponsored by Acme · Prize: Putter');
    const leaders = within(card).getByRole('list', { name: 'Leaders of hole 7' });
    expect(
      within(leaders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Men: no entry yet', 'Women: Ann Lee (Eagles), 4 ft 2 in']);
  });

  it('says why the contests could not be read, and Retry reads them again', async () => {
    renderTab({ failFirstRead: true });
    const reason = await screen.findByText(`${contestMessages.fetchFailed}: The database is restarting`);
    await user.click(within(reason.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Closest to the Pin, hole 7' });
    expect(screen.queryByText(/The database is restarting/)).toBeNull();
  });

  it('adds a contest hole, showing the contract’s message for a bad field first', async () => {
    const { writes } = renderTab({ contests: [] });
    await user.click(await screen.findByRole('button', { name: 'Add Contest' }));
    const form = await screen.findByRole('form', { name: 'New contest' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Contest' }), 'Longest Drive');
    await retype(within(form).getByRole('textbox', { name: 'Hole' }), '19');
    await user.click(within(form).getByRole('button', { name: 'Add Contest' }));
    within(form).getByText(contestMessages.hole);
    expect(writes).toEqual([]);

    await retype(within(form).getByRole('textbox', { name: 'Hole' }), '12');
    await retype(within(form).getByRole('textbox', { name: 'Divisions' }), 'Men, Women');
    await retype(within(form).getByRole('textbox', { name: 'Sponsor (optional)' }), 'Acme');
    await user.click(within(form).getByRole('button', { name: 'Add Contest' }));
    await screen.findByRole('region', { name: 'Longest Drive, hole 12' });
    expect(writes).toEqual([
      ['POST', `/api/tournaments/${tournamentId}/contests`, sampleContestInput({ kind: 'longest-drive', hole: 12, divisions: ['Men', 'Women'] })],
    ]);
    expect(screen.queryByRole('form', { name: 'New contest' })).toBeNull();
  });

  it('makes a volunteer link shown once with its QR code, and revokes a link after confirming', async () => {
    const { writes } = renderTab();
    const card = await screen.findByRole('region', { name: 'Closest to the Pin, hole 7' });
    await user.click(within(card).getByRole('button', { name: 'Stations and entries' }));
    await user.click(await within(card).findByRole('button', { name: 'New Station Link' }));
    const link = await within(card).findByRole('group', { name: 'Link for Hole 7 volunteer' });
    within(link).getByText(`${window.location.origin}/station/tok-EN_1`);
    within(link).getByRole('img', { name: 'QR code of the station link for Hole 7 volunteer' });
    expect(writes).toEqual([['POST', `/api/contests/${contestId}/stations`, { label: 'Hole 7 volunteer' }]]);

    const links = within(card).getByRole('list', { name: 'Station links of hole 7' });
    await user.click(within(links).getByRole('button', { name: 'Revoke' }));
    await user.click(inPopover().getByRole('button', { name: 'Revoke' }));
    await within(links).findByText('Revoked');
    expect(writes.at(-1)).toEqual(['DELETE', `/api/contests/${contestId}/stations/${stationId}`, undefined]);
  });

  it('voids an entry after confirming, and the trail says who entered and voided it', async () => {
    const { writes } = renderTab();
    const card = await screen.findByRole('region', { name: 'Closest to the Pin, hole 7' });
    await user.click(within(card).getByRole('button', { name: 'Stations and entries' }));
    const entries = await within(card).findByRole('list', { name: 'Entries of hole 7' });
    within(entries).getByText('Station · 3:04 PM', { exact: false });
    await user.click(within(entries).getByRole('button', { name: 'Void' }));
    await user.click(inPopover().getByRole('button', { name: 'Void' }));
    await within(entries).findByText('Voided', { exact: false });
    expect(writes).toEqual([['POST', `/api/contests/${contestId}/entries/${annEntry.id}/void`, undefined]]);

    await user.click(within(card).getByRole('button', { name: 'Show the audit trail' }));
    const trail = await within(card).findByRole('list', { name: 'Audit trail' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((line) => line.textContent?.replace(/^.* · /, '')),
    ).toEqual(['Station: Hole 7 volunteer entered 4 ft 2 in, Ann Lee (Eagles)', 'Olive Organiser voided 4 ft 2 in, Ann Lee (Eagles)']);
  });
});
