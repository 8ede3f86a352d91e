import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleAddOn, sampleLedgerEntry, sampleTeam } from '@fairway/api-client/testing';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { AddOnsTab } from './add-ons-tab';
import { TeamAddOnSales } from './team-add-on-sales';
import { VolunteerCashTotal } from './volunteer-cash-total';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const mulligan = sampleAddOn();
const raffle = sampleAddOn({
  id: '00000000-0000-4000-8000-0000000000a8',
  kind: 'raffle-ticket',
  name: 'Raffle ticket',
  price: 5,
  limit: null,
  stock: 200,
  sold: 12,
});
const team = sampleTeam();

function recorder(view: () => ReturnType<typeof renderAdmin>) {
  const writes: Array<[string, string, unknown]> = [];
  const reply =
    (body: unknown, status = 200) =>
    (sent: unknown) => {
      const [url, init] = view().fetch.mock.calls.at(-1)!;
      writes.push([init?.method ?? 'GET', url.replace(`/api/tournaments/${tournamentId}/`, ''), sent]);
      return typeof body === 'function' ? (body as (sent: unknown) => Response)(sent) : fakeResponse(status, body);
    };
  return { writes, reply };
}

describe('the Add-ons tab', () => {
  it('lists the products and adds one after checking it', async () => {
    const { writes, reply } = recorder(() => view);
    const view = renderAdmin(<AddOnsTab tournamentId={tournamentId} />, {
      routes: [
        ['GET', /\/add-ons$/, json(200, [mulligan, raffle])],
        ['GET', /\/mulligan-rules$/, json(200, { blockedHoles: [] })],
        ['POST', /\/add-ons$/, reply({ ...mulligan, kind: 'bundle', name: 'Pack' }, 201)],
      ],
    });
    const list = await screen.findByRole('list', { name: 'Add-ons' });
    within(list).getByText('Raffle ticket · $5.00 · no limit · 12 of 200 sold');
    const form = screen.getByRole('form', { name: 'Add an add-on' });
    // Skins entries are recorded with the skins entrants, not sold as an add-on.
    expect(
      within(within(form).getByLabelText('Kind'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mulligan', 'Raffle ticket', 'Bundle']);
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Bundle');
    await user.type(within(form).getByLabelText('Name'), 'Pack');
    await user.type(within(form).getByLabelText('Price ($)'), 'free');
    await user.click(within(form).getByRole('button', { name: 'Add add-on' }));
    within(form).getByText(fundraisingMessages.amountInvalid);
    await user.clear(within(form).getByLabelText('Price ($)'));
    await user.type(within(form).getByLabelText('Price ($)'), '25');
    await user.type(within(form).getByLabelText('Limit'), '2');
    await user.type(within(form).getByLabelText('Mulligans included'), '3');
    await user.click(within(form).getByRole('button', { name: 'Add add-on' }));
    await screen.findByText('Pack is on sale');
    expect(writes).toEqual([['POST', 'add-ons', { kind: 'bundle', name: 'Pack', price: '25', limitPer: 'team', limit: 2, stock: null, mulligans: 3 }]]);
  });

  it('blocks mulligans on the holes the organiser chooses', async () => {
    const { writes, reply } = recorder(() => view);
    const view = renderAdmin(<AddOnsTab tournamentId={tournamentId} />, {
      routes: [
        ['GET', /\/add-ons$/, json(200, [])],
        ['GET', /\/mulligan-rules$/, json(200, { blockedHoles: [7] })],
        ['PUT', /\/mulligan-rules$/, reply({ blockedHoles: [7, 17] })],
      ],
    });
    const holes = await screen.findByRole('group', { name: 'Blocked holes' });
    await waitFor(() => expect(within(holes).getByRole('button', { name: 'Hole 7' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(within(holes).getByRole('button', { name: 'Hole 17' }));
    await user.click(screen.getByRole('button', { name: 'Save mulligan rules' }));
    await screen.findByText('Mulligan rules saved');
    expect(writes).toEqual([['PUT', 'mulligan-rules', { blockedHoles: [7, 17] }]]);
  });
});

describe('selling add-ons at check-in', () => {
  it('sells 3 mulligans to a team by card with one sale id, and says why a sale was refused', async () => {
    let refuse = true;
    const { writes, reply } = recorder(() => view);
    const view = renderAdmin(<TeamAddOnSales tournamentId={tournamentId} team={team} />, {
      routes: [
        ['GET', /\/add-ons$/, json(200, [mulligan, raffle])],
        [
          'POST',
          /\/add-on-sales$/,
          reply(() =>
            refuse
              ? fakeResponse(409, { statusCode: 409, error: 'Conflict', message: fundraisingMessages.outOfStock(2) })
              : fakeResponse(201, {
                  id: mulligan.id,
                  productId: mulligan.id,
                  quantity: 3,
                  teamId: team.id,
                  playerId: null,
                  amount: 30,
                  ledgerEntryId: mulligan.id,
                  recordedAt: '2026-06-01T15:00:00.000Z',
                }),
          ),
        ],
      ],
    });
    const more = await screen.findByRole('button', { name: `One Mulligan more for ${team.name}` });
    for (let i = 0; i < 4; i += 1) await user.click(more);
    await user.click(screen.getByRole('button', { name: `One Mulligan less for ${team.name}` }));
    expect(screen.getByLabelText(`Mulligan for ${team.name}`).textContent).toBe('3');
    await user.selectOptions(screen.getByLabelText(`Method for ${team.name}`), 'Card');
    await user.click(screen.getByRole('button', { name: 'Sell for $30.00' }));
    await screen.findByText(`${fundraisingMessages.saleFailed}: ${fundraisingMessages.outOfStock(2)}`);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Sell for $30.00' }));
    await screen.findByText(`3 × Mulligan sold to ${team.name}`);
    expect(screen.getByLabelText(`Mulligan for ${team.name}`).textContent).toBe('0');
    const [first, second] = writes.map(([, , body]) => body as { saleId: string });
    expect(first).toEqual({ saleId: expect.any(String), productId: mulligan.id, quantity: 3, teamId: team.id, playerId: null, method: 'card' });
    expect(second!.saleId).toBe(first!.saleId);
  });

  it("shows the volunteer's own cash total from the ledger", async () => {
    const mine = sampleLedgerEntry({ amount: 30, recordedBy: 'uid-1' });
    const theirs = sampleLedgerEntry({ amount: 50, recordedBy: 'uid-2' });
    const { fetch } = renderAdmin(<VolunteerCashTotal tournamentId={tournamentId} />, {
      user: fakeUser({ uid: 'uid-1' }),
      routes: [['GET', /\/ledger\?method=cash$/, json(200, { entries: [mine, theirs], raised: 80 })]],
    });
    expect((await screen.findByRole('status', { name: 'Your cash total' })).textContent).toBe('Cash you have taken: $30.00 (1 entry)');
    expect(fetch.mock.calls[0]![0]).toBe(`/api/tournaments/${tournamentId}/ledger?method=cash`);
  });
});
