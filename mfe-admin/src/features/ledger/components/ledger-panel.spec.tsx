import { fakeResponse, sampleLedgerEntry, sampleTeam } from '@fairway/api-client/testing';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { LedgerPanel } from './ledger-panel';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const team = sampleTeam();
const cash = sampleLedgerEntry({ teamId: team.id, recordedByName: null });
const pledge = sampleLedgerEntry({
  id: '00000000-0000-4000-8000-000000000c02',
  donorName: 'Bo',
  amount: 40,
  state: 'pledged',
  method: 'paypal',
  recordedByName: 'Desmond Desk',
});
const cardGift = sampleLedgerEntry({
  id: '00000000-0000-4000-8000-000000000c03',
  donorName: 'Dana',
  amount: 60,
  method: 'card',
  recordedBy: 'online payment',
  refundable: 45,
});

function renderPanel({ voidFails = false } = {}) {
  const posts: Array<{ url: string; body: unknown; key: string | null }> = [];
  const view = renderAdmin(<LedgerPanel tournamentId={tournamentId} />, {
    routes: [
      ['GET', /\/teams$/, json(200, [team])],
      ['GET', /\/ledger\/csv$/, () => fakeResponse(200, 'id,amount\n')],
      ['GET', /\/ledger(\?|$)/, json(200, { entries: [pledge, cash, cardGift], raised: 160 })],
      [
        'POST',
        /\/ledger(\/|$)/,
        (body) => {
          const last = view.fetch.mock.calls.at(-1)!;
          posts.push({ url: last[0], body, key: new Headers(last[1]?.headers).get('Idempotency-Key') });
          if (voidFails && last[0].endsWith('/void')) {
            return fakeResponse(422, { statusCode: 422, error: 'Unprocessable Entity', message: fundraisingMessages.raisedWouldGoNegative });
          }
          return fakeResponse(201, { ...cash, amount: 25.5 });
        },
      ],
    ],
  });
  const ledgerReads = () => view.fetch.mock.calls.filter(([url, init]) => /\/ledger(\?|$)/.test(url) && !init?.method).map(([url]) => url);
  return { ...view, posts, ledgerReads };
}

describe('the ledger', () => {
  it('shows the raised total and every entry, and asks the API again for the chosen filters', async () => {
    const { ledgerReads } = renderPanel();
    const entries = await screen.findByRole('list', { name: 'Ledger entries' });
    expect(screen.getByLabelText('Raised total').textContent).toBe('$160.00');
    const [first, second] = within(entries).getAllByRole('listitem');
    expect(first!.textContent).toContain('$40.00Bo');
    within(first!).getByText('Pledged');
    expect(second!.textContent).toContain(team.name);

    await user.selectOptions(screen.getByLabelText('Filter by state'), 'Pledged');
    await user.selectOptions(screen.getByLabelText('Filter by method'), 'PayPal');
    await waitFor(() => expect(ledgerReads().at(-1)).toBe(`/api/tournaments/${tournamentId}/ledger?state=pledged&method=paypal`));
  });

  it('names who recorded each entry, and no one for an entry without a recorder', async () => {
    renderPanel();
    const [first, second] = within(await screen.findByRole('list', { name: 'Ledger entries' })).getAllByRole('listitem');
    within(first!).getByText('Recorded by Desmond Desk');
    expect(second!.textContent).not.toContain('Recorded by');
  });

  it('records money after checking it, with one idempotency key for the submission', async () => {
    const { posts } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Record money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record money' });
    await user.type(within(dialog).getByLabelText('Amount ($)'), '25.555');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    within(dialog).getByText(fundraisingMessages.amountInvalid);
    within(dialog).getByText(fundraisingMessages.donorNameRequired);
    expect(posts).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '25.50');
    await user.type(within(dialog).getByLabelText('From'), 'Cy');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'Card');
    await user.selectOptions(within(dialog).getByLabelText('Team credited'), team.name);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await screen.findByText('$25.50 recorded');
    expect(posts).toEqual([
      {
        url: `/api/tournaments/${tournamentId}/ledger`,
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: expect.objectContaining({ kind: 'donation', amount: '25.50', donorName: 'Cy', method: 'card', teamId: team.id, state: 'received' }),
      },
    ]);
  });

  it('voids with a reason and marks a pledge received, each after asking', async () => {
    const { posts } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Void $100.00 from Grace Hopper' }));
    const voidDialog = await screen.findByRole('dialog', { name: 'Void this entry?' });
    await user.click(within(voidDialog).getByRole('button', { name: 'Void entry' }));
    within(voidDialog).getByText(fundraisingMessages.voidReasonRequired);
    await user.type(within(voidDialog).getByLabelText('Reason'), 'Counted twice');
    await user.click(within(voidDialog).getByRole('button', { name: 'Void entry' }));
    await screen.findByText('Voided $100.00 from Grace Hopper');

    await user.click(screen.getByRole('button', { name: 'Mark $40.00 from Bo received' }));
    const receive = await screen.findByRole('dialog', { name: 'Mark as received?' });
    await user.selectOptions(within(receive).getByLabelText('Paid by'), 'Cash');
    await user.click(within(receive).getByRole('button', { name: 'Mark received' }));
    await screen.findByText('Received $40.00 from Bo');
    expect(posts.map(({ url, body }) => [url.replace(/.*\/ledger/, ''), body])).toEqual([
      [`/${cash.id}/void`, { reason: 'Counted twice' }],
      [`/${pledge.id}/receive`, { method: 'cash' }],
    ]);
  });

  it('refunds a card gift, whole or part, with a reason, never more than is left; only a card gift paid online offers it', async () => {
    const { posts } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Refund $60.00 from Dana' }));
    expect(screen.queryByRole('button', { name: /Refund \$100\.00|Refund \$40\.00/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Refund this gift?' });
    const amount = within(dialog).getByLabelText('Amount ($)');
    expect(amount).toHaveProperty('value', '45');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $45.00' }));
    await within(dialog).findByText(fundraisingMessages.voidReasonRequired);
    await user.clear(amount);
    await user.type(amount, '45.01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Gave twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $45.01' }));
    await within(dialog).findByText(fundraisingMessages.refundTooLarge('$45.00'));
    expect(posts).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $20.00' }));
    await screen.findByText('Refund of $20.00 to Dana sent');
    expect(posts.map(({ url, body }) => [url, body])).toEqual([
      [`/api/tournaments/${tournamentId}/ledger/${cardGift.id}/refund`, { amount: 20, reason: 'Gave twice' }],
    ]);
  });

  it('warns that voiding a card gift does not give the money back; a desk entry has no such warning', async () => {
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Void $60.00 from Dana' }));
    const card = await screen.findByRole('dialog', { name: 'Void this entry?' });
    within(card).getByText(/voiding does not give the money back to the card\. Use Refund for that\./);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Void $100.00 from Grace Hopper' }));
    const desk = await screen.findByRole('dialog', { name: 'Void this entry?' });
    expect(within(desk).queryByText(/does not give the money back/)).toBeNull();
  });

  it('says why a void was refused, and exports the CSV', async () => {
    const { fetch } = renderPanel({ voidFails: true });
    await user.click(await screen.findByRole('button', { name: 'Void $100.00 from Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this entry?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Void entry' }));
    await within(dialog).findByText(`${fundraisingMessages.entryVoidFailed}: ${fundraisingMessages.raisedWouldGoNegative}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain(`/api/tournaments/${tournamentId}/ledger/csv`));
  });
});
