import { fundraisingMessages as text } from '@fairway/contracts/fundraising-messages';
import type { GiftReceipt } from '@fairway/contracts/gift';
import { receiptTexts } from '@fairway/contracts/receipt-texts';
import { sampleBirdiePledges, sampleTournament } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderLeaderboard, type Route } from '../../../shared/testing/render-leaderboard';
import { DonatePage } from './donate-page';

const tournament = sampleTournament({ charityName: 'Junior Golf Foundation', charityRaised: 1200, charityGoal: 5000 });
const token = 'k'.repeat(43);
const available = json({ available: true, provider: 'test', testMode: true });

const receipt = (overrides: Partial<GiftReceipt> = {}): GiftReceipt => ({
  tournamentId: tournament.id,
  tournamentName: tournament.name,
  charityName: 'Junior Golf Foundation',
  state: 'paid',
  receiptNumber: 'A1B2C3D4',
  payerName: 'Grace Giver',
  paidAt: '2026-06-01T15:00:00.000Z',
  paid: 300,
  refunded: 0,
  fairMarketValue: 0,
  deductible: 300,
  acknowledgmentRequired: true,
  fairValueDisclosureRequired: false,
  ...overrides,
});

function renderPage(routes: Route[], receiptToken?: string) {
  return renderLeaderboard(<DonatePage tournamentId={tournament.id} receiptToken={receiptToken} />, [
    ...routes,
    [/\/birdie-pledges$/, json(sampleBirdiePledges())],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

const posts = (fetch: ReturnType<typeof renderPage>['fetch']) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('DonatePage: a gift paid by card', () => {
  it('offers the card when online payment is available: the amount typed goes to the card checkout with the gift id', async () => {
    const user = userEvent.setup();
    const { fetch } = renderPage([
      [/\/api\/payments\/availability$/, available],
      [/\/donations\/card$/, json({ token, checkoutUrl: '/api/payments/test-checkout/cs_test_1' }, 201)],
    ]);
    const payByCard = await screen.findByRole('button', { name: text.payByCard });
    expect(screen.getByRole('button', { name: text.payLater })).not.toBeNull();
    const form = within(screen.getByRole('form', { name: 'Donate' }));
    await user.type(form.getByRole('textbox', { name: 'Other amount' }), '300');
    await user.type(form.getByRole('textbox', { name: 'Your name' }), 'Grace Giver');
    await user.click(payByCard);
    await screen.findByRole('button', { name: 'Opening the checkout…' });
    const [[url, init]] = posts(fetch) as [[string, RequestInit]];
    expect(url).toBe(`/api/tournaments/${tournament.id}/donations/card`);
    expect(JSON.parse(String(init.body))).toMatchObject({
      amount: '300',
      donorName: 'Grace Giver',
      anonymous: false,
      entryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('shows no card option when online payment is unavailable; the gift is pledged as before', async () => {
    renderPage([[/\/api\/payments\/availability$/, json({ available: false, provider: null, testMode: false })]]);
    await screen.findByRole('button', { name: 'Donate' });
    expect(screen.queryByRole('button', { name: text.payByCard })).toBeNull();
  });

  it('waits on the receipt page until the payment is confirmed, then shows the figures and the $250+ acknowledgment, with Print', async () => {
    const { fetch } = renderPage([[/\/api\/receipts\//, json(receipt({ state: 'pending', paidAt: null }))]], token);
    await screen.findByText(text.receiptWaiting);
    fetch.mockImplementation(async (url) => (String(url).includes('/api/receipts/') ? json(receipt())() : json(tournament)()));
    await screen.findByText(text.receiptThanks, {}, { timeout: 4000 });
    expect(fetch.mock.calls.some(([url]) => String(url) === `/api/receipts/${token}`)).toBe(true);
    expect(screen.getByText(receiptTexts.deductible).nextElementSibling?.textContent).toBe('$300.00');
    expect(screen.getByText(receiptTexts.acknowledgment('Junior Golf Foundation', '$300.00', 'June 1, 2026'))).not.toBeNull();
    expect(screen.getByText(receiptTexts.noGoodsOrServices('Junior Golf Foundation'))).not.toBeNull();
    expect(screen.queryByText(receiptTexts.fairValueDisclosure('$300.00'))).toBeNull();
    expect(screen.getByRole('button', { name: text.receiptPrint })).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Donate' })).toBeNull();
  });

  it('gives no acknowledgment below $250', async () => {
    renderPage([[/\/api\/receipts\//, json(receipt({ paid: 249.99, deductible: 249.99, acknowledgmentRequired: false }))]], token);
    await screen.findByText(text.receiptThanks);
    expect(screen.queryByText(/acknowledges with thanks/)).toBeNull();
  });

  it('says an expired checkout charged nothing', async () => {
    renderPage([[/\/api\/receipts\//, json(receipt({ state: 'expired', paidAt: null }))]], token);
    await screen.findByText(text.receiptExpired);
    expect(screen.queryByText(text.receiptThanks)).toBeNull();
  });
});
