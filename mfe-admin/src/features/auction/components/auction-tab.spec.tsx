import { FakeEventSource, sampleTournament } from '@fairway/api-client/testing';
import type { AuctionItem } from '@fairway/contracts/auction';
import type { EventRole } from '@fairway/contracts/event-team';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin, retype } from '../../../shared/testing/render-admin';
import { itemId, sampleItem, sampleOverview, tournamentId } from '../testing/auction-samples';
import { AuctionTab } from './auction-tab';

const user = userEvent.setup();

type Reply = (body: unknown) => Response;

function renderTab(myRole: EventRole, { items = [sampleItem()] as AuctionItem[], routes = [] as Array<[string, RegExp, Reply]> } = {}) {
  const writes: Array<[string, string, unknown]> = [];
  const write =
    (method: string, reply: unknown, status = 200): Reply =>
    (body) => {
      const [url] = view.fetch.mock.calls.at(-1)!;
      writes.push([method, url.replace(`/api/tournaments/${tournamentId}/auction`, ''), body]);
      return json(status, reply)();
    };
  const view = renderAdmin(<AuctionTab tournamentId={tournamentId} />, {
    routes: [
      ...routes,
      ['GET', new RegExp(`/api/tournaments/${tournamentId}$`), json(200, { ...sampleTournament({ id: tournamentId }), myRole })],
      ['GET', /\/auction\/items$/, () => json(200, items)()],
      ['GET', /\/auction$/, json(200, sampleOverview())],
      ['POST', /\/auction\/items$/, write('POST', sampleItem({ id: 'new-item', title: 'Signed flag' }))],
      ['PUT', /\/auction\/items\/[^/]+$/, write('PUT', sampleItem({ status: 'withdrawn', state: 'withdrawn' }))],
      ['DELETE', /\/auction\/items\/[^/]+$/, write('DELETE', '')],
      ['POST', /\/close$/, write('POST', '')],
      ['POST', /\/extend$/, write('POST', '')],
      ['PUT', /\/auction\/settings$/, write('PUT', sampleOverview().settings)],
    ],
  });
  return { ...view, writes };
}

const row = async (title: string) => screen.findByRole('listitem', { name: title }, { timeout: 5000 });

describe('AuctionTab: the live list', () => {
  beforeEach(() => FakeEventSource.install());

  it('shows each item with its price, leader, bids, time left and state', async () => {
    renderTab('owner', {
      items: [sampleItem(), sampleItem({ id: 'cold', title: 'Putter lesson', currentPriceCents: null, startingBidCents: 4_000, leaders: [], bidCount: 0 })],
    });
    const pebble = await row('Weekend at Pebble Beach');
    expect(within(pebble).getByText('$1,250.00')).toBeTruthy();
    expect(within(pebble).getByText('Bidder 104')).toBeTruthy();
    expect(within(pebble).getByText('7 bids')).toBeTruthy();
    expect(within(pebble).getByLabelText('Time left').textContent).toMatch(/^2h 0[45]m$/);
    expect(within(pebble).getByText('Taking bids')).toBeTruthy();
    expect(within(pebble).getByText('Reserve met')).toBeTruthy();
    const cold = await row('Putter lesson');
    expect(within(cold).getByText('Starting bid $40.00')).toBeTruthy();
    expect(within(cold).getByText('No bids yet')).toBeTruthy();
    // One without bids is deleted, one with bids withdrawn.
    expect(within(cold).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(pebble).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('moves the price, leader and bid count as an `auction` event arrives, keeping the hidden reserve', async () => {
    renderTab('owner');
    await row('Weekend at Pebble Beach');
    act(() => FakeEventSource.latest().open());
    const { reserveCents: _r, incrementRule: _i, opensAt: _o, ownClosesAt: _c, status: _s, ...shown } = sampleItem();
    act(() =>
      FakeEventSource.latest().push({
        type: 'auction',
        id: 7,
        tournamentId,
        data: { tournamentId, items: [{ ...shown, currentPriceCents: 130_000, leaders: ['Bidder 117'], bidCount: 8 }], sales: [] },
      }),
    );
    const pebble = await row('Weekend at Pebble Beach');
    await waitFor(() => expect(within(pebble).getByText('$1,300.00')).toBeTruthy());
    expect(within(pebble).getByText('Bidder 117')).toBeTruthy();
    expect(within(pebble).getByText('8 bids')).toBeTruthy();
    expect(within(pebble).getByText('Reserve met')).toBeTruthy();
  });

  it('closes an item now only once the organiser confirms', async () => {
    const { writes } = renderTab('owner');
    await user.click(within(await row('Weekend at Pebble Beach')).getByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Bidding stops at once and the leader wins/)).toBeTruthy();
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(writes).toEqual([['POST', `/items/${itemId}/close`, undefined]]));
  });

  it('extends an item by the minutes given, refusing a number out of range', async () => {
    const { writes } = renderTab('owner');
    await user.click(within(await row('Weekend at Pebble Beach')).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    const minutes = within(dialog).getByLabelText('Minutes');
    await retype(minutes, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('Extend by 1 to 240 minutes')).toBeTruthy();
    await retype(minutes, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(writes).toEqual([['POST', `/items/${itemId}/extend`, { minutes: 15 }]]));
  });

  it('withdraws an item with bids by saving it whole with status withdrawn', async () => {
    const { writes } = renderTab('owner');
    await user.click(within(await row('Weekend at Pebble Beach')).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw item' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    const [method, path, body] = writes[0]!;
    expect([method, path]).toEqual(['PUT', `/items/${itemId}`]);
    expect(body).toMatchObject({ title: 'Weekend at Pebble Beach', startingBidCents: 50_000, reserveCents: 100_000, status: 'withdrawn' });
  });
});

describe('AuctionTab: adding an item', () => {
  beforeEach(() => FakeEventSource.install());

  it('sends money typed in dollars as cents, with a tiered increment', async () => {
    const { writes } = renderTab('owner', { items: [] });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await user.type(within(dialog).getByLabelText('Title'), 'Signed flag');
    await user.type(within(dialog).getByLabelText('Starting bid'), '1,250.50');
    await user.type(within(dialog).getByLabelText('Fair market value'), '2000');
    await user.type(within(dialog).getByLabelText('Reserve'), '1500');
    await user.selectOptions(within(dialog).getByLabelText('Increment', { exact: true }), 'Tiered by price');
    await retype(within(dialog).getByLabelText('Tiers'), '0: 5{enter}1000: 25');
    await retype(within(dialog).getByLabelText('Quantity'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]![2]).toMatchObject({
      title: 'Signed flag',
      startingBidCents: 125_050,
      fairMarketValueCents: 200_000,
      reserveCents: 150_000,
      buyNowCents: null,
      incrementRule: {
        kind: 'tiered',
        tiers: [
          { fromCents: 0, incrementCents: 500 },
          { fromCents: 100_000, incrementCents: 2_500 },
        ],
      },
      quantity: 1,
      status: 'open',
    });
  });

  it('says beside each field what is wrong, and sends nothing', async () => {
    const { writes } = renderTab('owner', { items: [] });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await user.type(within(dialog).getByLabelText('Starting bid'), '100');
    await user.type(within(dialog).getByLabelText('Buy-now price'), '50');
    await user.type(within(dialog).getByLabelText('Reserve'), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('Please enter a title')).toBeTruthy();
    expect(within(dialog).getByText('The buy-now price must be higher than the starting bid')).toBeTruthy();
    expect(within(dialog).getByText('Enter an amount in dollars, e.g. 250 or 12.50')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("shows the server's refusal beside its field", async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      details: [{ path: 'startingBidCents', message: 'An amount cannot exceed $1,000,000' }],
    };
    renderTab('owner', { items: [], routes: [['POST', /\/auction\/items$/, json(400, refusal)]] });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await user.type(within(dialog).getByLabelText('Title'), 'Signed flag');
    await user.type(within(dialog).getByLabelText('Starting bid'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('An amount cannot exceed $1,000,000')).toBeTruthy();
  });
});

describe('AuctionTab by role', () => {
  beforeEach(() => FakeEventSource.install());

  it('gives an organiser every part, and the auction desk only checkout, unpaid and bidders', async () => {
    const organiser = renderTab('co-organiser');
    const views = await screen.findByRole('navigation', { name: 'Auction' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Items', 'Settings', 'Fund-a-need', 'Checkout', 'Unpaid', 'Bidders']);
    organiser.unmount();
    renderTab('auction');
    const desk = await screen.findByRole('navigation', { name: 'Auction' });
    expect(
      within(desk)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Checkout', 'Unpaid', 'Bidders']);
    expect(await screen.findByLabelText('Bidder number')).toBeTruthy();
  });

  it('gives the check-in desk the bidders alone', async () => {
    renderTab('check-in', { routes: [['GET', /\/auction\/bidders$/, json(200, [])]] });
    expect(await screen.findByRole('heading', { name: 'Bidders' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Auction' })).toBeNull();
  });
});

describe('AuctionTab: settings', () => {
  beforeEach(() => FakeEventSource.install());

  it('saves the hours as instants, the soft close and who may bid', async () => {
    const { writes } = renderTab('owner');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const form = await screen.findByRole('form', { name: 'Auction settings' });
    await user.type(within(form).getByLabelText('Bidding closes'), '2026-12-05T20:30');
    await retype(within(form).getByLabelText('Soft close (minutes)'), '3');
    await user.selectOptions(within(form).getByLabelText('Who may bid'), 'Anyone signed in');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual([
      'PUT',
      '/settings',
      { opensAt: null, closesAt: new Date('2026-12-05T20:30').toISOString(), softCloseMinutes: 3, hardCapAt: null, whoMayBid: 'signed-in' },
    ]);
  });
});
