import { FakeEventSource, fakeResponse, sampleTournament } from '@fairway/api-client/testing';
import type { EventRole } from '@fairway/contracts/event-team';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { itemId, sampleBidder, sampleBill, sampleOverview, tournamentId } from '../testing/auction-samples';
import { AuctionTab } from './auction-tab';

const user = userEvent.setup();

type Reply = (body: unknown) => Response;

function renderDesk(myRole: EventRole, routes: Array<[string, RegExp, Reply]>) {
  const writes: Array<[string, string, unknown]> = [];
  const view = renderAdmin(<AuctionTab tournamentId={tournamentId} />, {
    routes: [
      ...routes.map(([method, path, reply]): [string, RegExp, Reply] => [
        method,
        path,
        (body) => {
          if (method !== 'GET') writes.push([method, view.fetch.mock.calls.at(-1)![0].replace(`/api/tournaments/${tournamentId}/auction`, ''), body]);
          return reply(body);
        },
      ]),
      ['GET', new RegExp(`/api/tournaments/${tournamentId}$`), json(200, { ...sampleTournament({ id: tournamentId }), myRole })],
      ['GET', /\/auction\/items$/, json(200, [])],
      ['GET', /\/auction$/, json(200, sampleOverview())],
    ],
  });
  return { ...view, writes };
}

const open = async (view: string) => user.click(await screen.findByRole('button', { name: view }, { timeout: 5000 }));

describe('the auction desk: checkout by bidder number', () => {
  beforeEach(() => FakeEventSource.install());

  it("shows the bidder's bill, takes the whole amount with the total seen and one key, and says it is paid", async () => {
    let paid = false;
    const { writes } = renderDesk('auction', [
      [
        'GET',
        /\/bidders\/104\/bill$/,
        () =>
          json(
            200,
            paid ? sampleBill({ lines: sampleBill().lines.map((line) => ({ ...line, paid: true })), dueCents: 0, paidCents: 135_000 }) : sampleBill(),
          )(),
      ],
      [
        'POST',
        /\/bidders\/104\/checkout$/,
        () => {
          paid = true;
          return fakeResponse(201, sampleBill({ dueCents: 0 }));
        },
      ],
    ]);
    await user.type(await screen.findByLabelText('Bidder number', {}, { timeout: 5000 }), '104');
    await user.click(screen.getByRole('button', { name: 'Show bill' }));
    const bill = await screen.findByLabelText('Bill of Bidder 104');
    expect(within(bill).getByText('Bidder 104 · Pat Putter')).toBeTruthy();
    expect(within(bill).getByText('Weekend at Pebble Beach')).toBeTruthy();
    expect(within(bill).getByText('Fund-a-need: Junior clinics')).toBeTruthy();
    expect(within(bill).getByText('$1,250.00')).toBeTruthy();
    expect(within(bill).getByText('$100.00')).toBeTruthy();
    expect(within(bill).getByText('Due').nextSibling?.textContent).toBe('$1,350.00');
    await user.selectOptions(within(bill).getByLabelText('Paid by'), 'Cash');
    await user.click(within(bill).getByRole('button', { name: 'Take $1,350.00' }));
    expect((await screen.findByText(/Bidder 104 paid/)).textContent).toBe('✓ Bidder 104 paid $1,350.00 by cash');
    const [method, path, body] = writes[0]!;
    expect([method, path]).toEqual(['POST', '/bidders/104/checkout']);
    expect(body).toEqual({ method: 'cash', expectedDueCents: 135_000, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/) });
    // The bill is read again: nothing left to take.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Take/ })).toBeNull());
  });

  it('says when the bill changed since it was shown, and shows the new total to take', async () => {
    let changed = false;
    renderDesk('auction', [
      ['GET', /\/bidders\/104\/bill$/, () => json(200, changed ? sampleBill({ dueCents: 160_000 }) : sampleBill())()],
      [
        'POST',
        /\/checkout$/,
        () => {
          changed = true;
          return fakeResponse(409, { statusCode: 409, error: 'Conflict', message: "This bidder's bill changed; check the total and take payment again" });
        },
      ],
    ]);
    await user.type(await screen.findByLabelText('Bidder number', {}, { timeout: 5000 }), '104');
    await user.click(screen.getByRole('button', { name: 'Show bill' }));
    await user.click(await screen.findByRole('button', { name: 'Take $1,350.00' }));
    expect(await screen.findByText(/This bidder's bill changed/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Take $1,600.00' })).toBeTruthy();
  });

  it('says so when nobody has the number', async () => {
    renderDesk('auction', [['GET', /\/bidders\/999\/bill$/, json(404, { statusCode: 404, error: 'Not Found', message: 'No bidder has that number' })]]);
    await user.type(await screen.findByLabelText('Bidder number', {}, { timeout: 5000 }), '999');
    await user.click(screen.getByRole('button', { name: 'Show bill' }));
    expect(await screen.findByText(/No bidder has that number/)).toBeTruthy();
  });
});

describe('the unpaid list', () => {
  beforeEach(() => FakeEventSource.install());

  const unpaid = { bidders: [{ bidderNumber: 104, name: 'Pat Putter', dueCents: 125_000, lines: [sampleBill().lines[0]!] }], totalDueCents: 125_000 };

  it('lets an organiser offer an unpaid item to the next bidder, once confirmed', async () => {
    const { writes } = renderDesk('owner', [
      ['GET', /\/unpaid$/, json(200, unpaid)],
      ['POST', /\/offer-next$/, json(200, {})],
    ]);
    await open('Unpaid');
    const pat = await screen.findByRole('listitem', { name: 'Bidder 104' });
    expect(within(pat).getByText('Weekend at Pebble Beach · $1,250.00')).toBeTruthy();
    await user.click(within(pat).getByRole('button', { name: 'Offer to next bidder' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Offer to next bidder' }));
    await waitFor(() => expect(writes).toEqual([['POST', `/items/${itemId}/offer-next`, undefined]]));
  });

  it('shows the auction desk who owes, without the organisers’ offer', async () => {
    renderDesk('auction', [['GET', /\/unpaid$/, json(200, unpaid)]]);
    await open('Unpaid');
    expect(await screen.findByRole('listitem', { name: 'Bidder 104' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer to next bidder' })).toBeNull();
  });
});

describe('bidders and fund-a-need', () => {
  beforeEach(() => FakeEventSource.install());

  it('gives a guest a number and shows it', async () => {
    const { writes } = renderDesk('check-in', [
      ['GET', /\/bidders$/, json(200, [sampleBidder()])],
      [
        'POST',
        /\/bidders$/,
        json(201, sampleBidder({ number: 105, name: 'Gail Guest', email: 'gail@example.com', source: 'guest', linked: false, dueCents: 0 })),
      ],
    ]);
    expect(within(await screen.findByRole('listitem', { name: 'Bidder 104' }, { timeout: 5000 })).getByText('Owes $1,350.00')).toBeTruthy();
    await user.type(screen.getByLabelText("Guest's name"), 'Gail Guest');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Give a number' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'gail@example.com');
    await user.click(screen.getByRole('button', { name: 'Give a number' }));
    expect((await screen.findByText(/is Bidder/)).getAttribute('role')).toBe('status');
    expect(screen.getByText(/is Bidder/).textContent).toBe('Gail Guest is Bidder 105');
    expect(writes).toEqual([['POST', '/bidders', { name: 'Gail Guest', email: 'gail@example.com' }]]);
  });

  it('shows the gifts per level and saves the levels in cents, highest first', async () => {
    const fundANeed = {
      title: 'Junior clinics',
      description: '',
      open: true,
      goalCents: 1_000_000,
      levels: [
        { amountCents: 100_000, count: 2 },
        { amountCents: 10_000, count: 5 },
      ],
      totalCents: 250_000,
      giftCount: 7,
    };
    const { writes } = renderDesk('owner', [
      ['GET', /\/auction$/, json(200, sampleOverview({ fundANeed }))],
      ['PUT', /\/fund-a-need$/, json(200, fundANeed)],
    ]);
    await open('Fund-a-need');
    const levels = await screen.findByRole('list', { name: 'Gifts per level' });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((level) => level.textContent),
    ).toEqual(['$1,000.00' + '2 gifts', '$100.00' + '5 gifts']);
    expect(screen.getByText(/from 7 gifts of a \$10,000.00 goal/)).toBeTruthy();
    const levelsField = screen.getByLabelText('Giving levels');
    expect((levelsField as HTMLInputElement).value).toBe('1000, 100');
    await user.clear(levelsField);
    await user.type(levelsField, '100, 2,500, 1000');
    await user.click(screen.getByRole('button', { name: 'Save fund-a-need' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual([
      'PUT',
      '/fund-a-need',
      { title: 'Junior clinics', description: '', levelsCents: [250_000, 100_000, 10_000], open: true, goalCents: 1_000_000 },
    ]);
  });
});
