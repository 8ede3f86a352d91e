import { fakeResponse } from '@fairway/api-client/testing';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin, retype } from '../../../shared/testing/render-admin';
import {
  cartQuestion,
  handicapQuestion,
  mulliganProduct,
  sampleProduct,
  sampleRegistration,
  sampleRegistrations,
  sampleSettings,
  shirtQuestion,
  tournamentId,
} from '../testing/registration-samples';
import { RegistrationsTab } from './registrations-tab';

const user = userEvent.setup();
const paid = sampleRegistration();
const walkUp = sampleRegistration({
  id: '00000000-0000-4000-8000-00000000d002',
  buyerName: 'Wally Walkup',
  buyerEmail: null,
  teamName: 'Walk-up Wonders',
  teamAnswers: {},
  players: [{ name: 'Wally Walkup', email: null, answers: { [handicapQuestion.id]: 20 }, waiver: null }],
  promoCode: null,
  discount: 0,
  total: 400,
  method: 'cash',
  recordedBy: 'Olive Organiser',
});
const waiting = sampleRegistration({
  id: '00000000-0000-4000-8000-00000000d003',
  state: 'waitlisted',
  buyerName: 'Second Sam',
  teamName: 'Late Birds',
  waitlistPosition: 2,
  paidAt: null,
  total: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const offered = sampleRegistration({
  id: '00000000-0000-4000-8000-00000000d004',
  state: 'offered',
  buyerName: 'First Fay',
  teamName: 'Early Worms',
  waitlistPosition: null,
  offerExpiresAt: '2026-11-29T10:00:00.000Z',
  paidAt: null,
  total: 0,
});
const everyone = [paid, walkUp, waiting, offered];

function renderTab(replies: { walkUp?: (body: unknown) => Response; refund?: (body: unknown) => Response } = {}) {
  const writes: Array<[string, string, unknown]> = [];
  const reads: string[] = [];
  const record = (method: string, reply: (body: unknown) => Response) => (body: unknown) => {
    const [url] = view.fetch.mock.calls.at(-1)!;
    writes.push([method, url.replace(`/api/tournaments/${tournamentId}/`, ''), body]);
    return reply(body);
  };
  const view = renderAdmin(<RegistrationsTab tournamentId={tournamentId} />, {
    routes: [
      [
        'GET',
        /\/registrations(\?.*)?$/,
        () => {
          const [url] = view.fetch.mock.calls.at(-1)!;
          const query = new URL(url, 'http://localhost').searchParams;
          reads.push(query.toString());
          const state = query.get('state');
          return fakeResponse(200, sampleRegistrations(everyone.filter((registration) => !state || registration.state === state)));
        },
      ],
      ['GET', /\/registration\/settings$/, json(200, sampleSettings())],
      ['GET', /\/registrations\/csv$/, () => fakeResponse(200, 'id,state\n1,paid\n')],
      ['POST', /\/registrations\/walk-up$/, record('POST', replies.walkUp ?? (() => fakeResponse(201, walkUp)))],
      ['POST', /\/cancel$/, record('POST', () => fakeResponse(200, { ...paid, state: 'cancelled' }))],
      ['POST', /\/refund$/, record('POST', replies.refund ?? (() => fakeResponse(200, { ...paid, refunded: 100 })))],
    ],
  });
  return { ...view, writes, reads };
}

const row = async (title: string) =>
  within(await screen.findByRole('list', { name: 'Registrations' }))
    .getByText(title)
    .closest('li')!;

describe('the Registrations tab', () => {
  it('lists every registration with its state, amount, promo code, answers and waiver', async () => {
    renderTab();
    const captain = await row('Birdie Hunters (Cara Captain)');
    within(captain).getByText('$350.00');
    within(captain).getByText('Paid');
    within(captain).getByText(/^Team entry · Card · code EARLY \(−\$50\.00\) · paid Nov 21, /);
    await user.click(within(captain).getByText('Answers and waiver'));
    within(captain).getByText('cara@example.com · Handicap index: 12.4 · Shirt size: M · Waiver version 2 accepted as Cara Captain, Nov 21, 4:30 PM', {
      exact: false,
    });
    within(captain).getByText('Cart: Walking');
    within(captain).getByText('No waiver accepted', { exact: false });
    const counts = within(screen.getByRole('list', { name: 'Registrations by state' })).getAllByRole('listitem');
    expect(counts.map((count) => count.textContent)).toEqual(['Paid: 2', 'Waitlisted: 1', 'Offered: 1']);
  });

  it('filters by state on the server, by product here, and searches', async () => {
    const { reads } = renderTab();
    await row('Birdie Hunters (Cara Captain)');
    await user.selectOptions(screen.getByLabelText('Filter by state'), 'Waitlisted');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Registrations' })).getAllByRole('listitem')).toHaveLength(1));
    await row('Late Birds (Second Sam)');
    await user.selectOptions(screen.getByLabelText('Filter by state'), 'All states');
    await user.selectOptions(screen.getByLabelText('Filter by product'), mulliganProduct.name);
    await screen.findByText('No registrations match.');
    await user.selectOptions(screen.getByLabelText('Filter by product'), 'All products');
    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'cara{Enter}');
    await waitFor(() => expect(reads).toContain('search=cara'));
    expect(reads).toContain('state=waitlisted');
  });

  it('shows the waitlist in order: the offer out now with its end, then the line', async () => {
    renderTab();
    const line = await screen.findByRole('list', { name: 'Waitlist' });
    const entries = within(line).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^1Early Worms \(First Fay\)Place offered: the offer ends Nov 29, /),
      expect.stringMatching(/^2Late Birds \(Second Sam\)Waiting since Nov 22, /),
    ]);
  });

  it('records a walk-up paid in cash, with the answers typed at the desk, once', async () => {
    const { writes } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Record walk-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a walk-up' });
    await user.click(within(dialog).getByRole('button', { name: 'Record registration' }));
    within(dialog).getByText(registrationMessages.buyerNameRequired);
    expect(writes).toEqual([]);

    await user.type(within(dialog).getByLabelText('Buyer'), 'Wally Walkup');
    await user.type(within(dialog).getByLabelText('Team name'), 'Walk-up Wonders');
    await user.selectOptions(within(dialog).getByLabelText('Cart (optional)'), 'Walking');
    await user.type(within(dialog).getByLabelText('Mulligan pack ($20.00 each)'), '2');
    const captain = within(dialog).getByRole('group', { name: 'Captain' });
    await user.type(within(captain).getByLabelText('Name'), 'Wally Walkup');
    await user.type(within(captain).getByLabelText('Handicap index (captain)'), '+1.5');
    await user.selectOptions(within(captain).getByLabelText('Shirt size (captain) (optional)'), 'L');
    await user.click(within(dialog).getByRole('checkbox', { name: /signed the waiver \(version 2\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record registration' }));
    await screen.findByText('Walk-up Wonders registered: $400.00 received');
    expect(writes).toHaveLength(1);
    const [method, path, body] = writes[0]!;
    expect([method, path]).toEqual(['POST', 'registrations/walk-up']);
    expect(body).toEqual({
      registrationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      items: [
        { productId: sampleProduct().id, quantity: 1 },
        { productId: mulliganProduct.id, quantity: 2 },
      ],
      buyer: { name: 'Wally Walkup', email: null },
      method: 'cash',
      teamName: 'Walk-up Wonders',
      teamAnswers: { [cartQuestion.id]: 'Walking' },
      players: [{ name: 'Wally Walkup', email: null, answers: { [handicapQuestion.id]: -1.5, [shirtQuestion.id]: 'L' }, waiverAccepted: true }],
      sponsorName: null,
      waiverVersion: 2,
      promoCode: null,
    });
  });

  it("keeps the walk-up's form and id when the API refuses it, and says why", async () => {
    let refuse = true;
    const { writes } = renderTab({
      walkUp: () => (refuse ? fakeResponse(409, { statusCode: 409, error: 'Conflict', message: registrationMessages.fieldFull }) : fakeResponse(201, walkUp)),
    });
    await user.click(await screen.findByRole('button', { name: 'Record walk-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a walk-up' });
    await user.type(within(dialog).getByLabelText('Buyer'), 'Wally Walkup');
    await user.type(within(dialog).getByLabelText('Team name'), 'Walk-up Wonders');
    await user.type(within(within(dialog).getByRole('group', { name: 'Captain' })).getByLabelText('Name'), 'Wally Walkup');
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'Cheque');
    await user.click(within(dialog).getByRole('button', { name: 'Record registration' }));
    await within(dialog).findByText(`${registrationMessages.walkUpFailed}: ${registrationMessages.fieldFull}`);
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Record registration' }));
    await screen.findByText('Walk-up Wonders registered: $400.00 received');
    const ids = writes.map(([, , body]) => (body as { registrationId: string; method: string }).registrationId);
    expect(ids[0]).toBe(ids[1]);
    expect((writes[0]![2] as { method: string }).method).toBe('cheque');
  });

  it('refunds part of a card payment after checking the amount, with the reason', async () => {
    const { writes } = renderTab();
    const captain = await row('Birdie Hunters (Cara Captain)');
    expect(within(await row('Walk-up Wonders (Wally Walkup)')).queryByRole('button', { name: /Refund/ })).toBeNull();
    await user.click(within(captain).getByRole('button', { name: 'Refund Birdie Hunters (Cara Captain)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this registration?' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount ($)').value).toBe('350');
    await retype(within(dialog).getByLabelText('Amount ($)'), '400');
    await user.type(within(dialog).getByLabelText('Reason'), 'Player injured');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $400.00' }));
    within(dialog).getByText(registrationMessages.refundTooLarge('$350.00'));
    expect(writes).toEqual([]);
    await retype(within(dialog).getByLabelText('Amount ($)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $100.00' }));
    await screen.findByText('Refund of $100.00 to Cara Captain sent');
    expect(writes).toEqual([['POST', `registrations/${paid.id}/refund`, { amount: 100, reason: 'Player injured' }]]);
  });

  it('cancels a registration only with a reason', async () => {
    const { writes } = renderTab();
    const captain = await row('Birdie Hunters (Cara Captain)');
    await user.click(within(captain).getByRole('button', { name: 'Cancel Birdie Hunters (Cara Captain)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    within(dialog).getByText(registrationMessages.reasonRequired);
    await user.type(within(dialog).getByLabelText('Reason'), 'Team withdrew');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await screen.findByText('Birdie Hunters (Cara Captain) cancelled');
    expect(writes).toEqual([['POST', `registrations/${paid.id}/cancel`, { reason: 'Team withdrew' }]]);
  });

  it('downloads the CSV', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = ((blob: Blob) => {
      created.push(blob);
      return 'blob:registrations';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => undefined;
    const { fetch } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toBe('id,state\n1,paid\n');
    expect(fetch.mock.calls.some(([url]) => url.endsWith(`/api/tournaments/${tournamentId}/registrations/csv`))).toBe(true);
  });
});
