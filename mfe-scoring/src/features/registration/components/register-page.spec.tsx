import { jest } from '@jest/globals';
import { fakeResponse } from '@fairway/api-client/testing';
import type { CheckoutRequest, QuoteRequest, RegistrationPage } from '@fairway/contracts/registration';
import { httpMessages } from '@fairway/contracts/http-messages';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { checkoutNavigation } from '../model/leave-for-checkout';
import { productIds, questionIds, sampleRegistrationPage } from '../testing/sample-registration';
import { RegisterPage } from './register-page';

const token = 'tok_0123456789abcdefghijklmnopqrstuv';
const prices: Record<string, number> = { [productIds.team]: 600, [productIds.single]: 160, [productIds.sponsor]: 250, [productIds.mulligans]: 10 };
const promos: Record<string, number> = { EARLY: 60 };

/** The server's price, as the API works it out: promo off the entries, the fee grossed up when covered. */
function priced(basket: QuoteRequest) {
  const lines = basket.items.map(({ productId, quantity = 1 }) => ({
    productId,
    kind: 'team-entry' as const,
    name: productId === productIds.team ? 'Foursome' : productId === productIds.mulligans ? 'Mulligan' : 'Other',
    quantity,
    unitPrice: prices[productId]!,
    amount: prices[productId]! * quantity,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = basket.promoCode ? (promos[basket.promoCode] ?? 0) : 0;
  const fee = basket.coverFee ? 16.7 : 0;
  return { lines, subtotal, discount, fee, total: subtotal - discount + fee, fairMarketValue: 240, promoCode: basket.promoCode ?? null };
}

const quoteRoute: FakeRoute = [
  'POST',
  /\/registration\/quote$/,
  (body) => {
    const basket = body as QuoteRequest;
    if (basket.promoCode && !(basket.promoCode in promos)) return fakeResponse(409, { statusCode: 409, error: 'Conflict', message: text.promoExpired });
    return fakeResponse(200, priced(basket));
  },
];

function render(page: RegistrationPage, more: FakeRoute[] = []) {
  return renderScoring(<RegisterPage tournamentId={page.tournamentId} />, {
    routes: [...more, ['GET', /\/api\/tournaments\/[^/]+\/registration$/, json(200, page)], quoteRoute],
  });
}

const checkoutsOf = (fetch: ReturnType<typeof render>['fetch']) =>
  fetch.mock.calls.filter(([url]) => url.endsWith('/registration/checkout')).map(([, init]) => JSON.parse(String(init?.body)) as CheckoutRequest);

/** A captain's foursome typed in: entry, team, their own details and answers, the waiver. */
async function fillFoursome(person: ReturnType<typeof userEvent.setup>) {
  await person.click(await screen.findByRole('radio', { name: /Foursome/ }));
  await person.type(screen.getByLabelText('Team name'), 'The Eagles');
  await person.selectOptions(screen.getByLabelText('Cart or walking?'), 'Cart');
  await person.type(screen.getByLabelText('Your name'), 'Ann Lee');
  await person.type(screen.getByLabelText(/^Your e-mail/), 'ann@example.com');
  await person.type(screen.getByLabelText('Handicap index'), '12.4');
  await person.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver (version 2)' }));
}

describe('RegisterPage', () => {
  const go = jest.fn<(url: string) => void>();
  beforeEach(() => {
    sessionStorage.clear();
    go.mockReset();
    checkoutNavigation.go = go;
  });

  it('shows what is for sale with its price and stock, a sold-out add-on that cannot be chosen, and add-ons only with a foursome', async () => {
    const person = userEvent.setup();
    render(sampleRegistrationPage());
    await screen.findByRole('radio', { name: /Foursome/ });
    screen.getByText((content) => /^5 team places left · Registration closes \w+day, April 24, 2027 at/.test(content));
    const foursome = screen.getByRole('radio', { name: /Foursome/ });
    expect(foursome.closest('label')?.textContent).toContain('$600');
    expect(foursome.closest('label')?.textContent).toContain('5 team places left');
    screen.getByText('Sold out');
    expect(screen.getByRole('button', { name: 'One Mulligan more' })).toHaveProperty('disabled', true);

    await person.click(foursome);
    await person.click(screen.getByRole('button', { name: 'One Mulligan more' }));
    await person.click(screen.getByRole('button', { name: 'One Mulligan more' }));
    expect(screen.getByRole('button', { name: 'One Dinner guest more' })).toHaveProperty('disabled', true);
    const summary = within(screen.getByRole('complementary'));
    await summary.findByText('Mulligan × 2');
    await summary.findByText('$620');
    screen.getByRole('button', { name: 'Pay $620' });
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const person = userEvent.setup();
    const { fetch } = render(sampleRegistrationPage());
    await person.click(await screen.findByRole('radio', { name: /Foursome/ }));
    await person.click(screen.getByRole('button', { name: /^Pay/ }));
    screen.getByText(text.teamNameRequired);
    screen.getByText(text.buyerNameRequired);
    screen.getByText(text.answerRequired('Handicap index'));
    screen.getByText(text.waiverNotAccepted);
    expect(document.activeElement).toBe(screen.getByLabelText('Team name'));
    expect(checkoutsOf(fetch)).toEqual([]);
  });

  it('prices a promo code on the server, says why one is refused, and pays with products and quantities only', async () => {
    const person = userEvent.setup();
    const { fetch } = render(sampleRegistrationPage(), [
      [
        'POST',
        /\/registration\/checkout$/,
        json(201, { outcome: 'checkout', token, checkoutUrl: 'https://pay.example/cs_1', holdExpiresAt: '2027-03-01T12:35:00Z', total: 540 }),
      ],
    ]);
    await fillFoursome(person);
    await person.type(screen.getByLabelText('Promo code (optional)'), 'late');
    await person.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(text.promoExpired);
    await screen.findByRole('button', { name: 'Pay $600' });

    await person.clear(screen.getByLabelText('Promo code (optional)'));
    await person.type(screen.getByLabelText('Promo code (optional)'), 'early');
    await person.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Promo code EARLY');
    await person.click(await screen.findByRole('button', { name: 'Pay $540' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example/cs_1'));
    const [sent] = checkoutsOf(fetch);
    expect(sent).toMatchObject({
      items: [{ productId: productIds.team, quantity: 1 }],
      buyer: { name: 'Ann Lee', email: 'ann@example.com' },
      teamName: 'The Eagles',
      teamAnswers: { [questionIds.cart]: 'Cart' },
      players: [{ name: 'Ann Lee', email: 'ann@example.com', answers: { [questionIds.handicap]: 12.4 }, waiverAccepted: true }],
      waiverVersion: 2,
      promoCode: 'EARLY',
      coverFee: false,
    });
    expect(JSON.stringify(sent)).not.toMatch(/"(price|amount|total|unitPrice)"/);
    screen.getByRole('button', { name: 'Opening the payment page…' });
  });

  it('keeps the form when the send fails, sends the same checkout id again, and a new one once the form changed', async () => {
    const person = userEvent.setup();
    let signal = false;
    const { fetch } = render(sampleRegistrationPage(), [
      [
        'POST',
        /\/registration\/checkout$/,
        () => {
          if (!signal) throw new TypeError('Failed to fetch');
          return fakeResponse(201, { outcome: 'checkout', token, checkoutUrl: 'https://pay.example/cs_2', holdExpiresAt: '2027-03-01T12:35:00Z', total: 600 });
        },
      ],
    ]);
    await fillFoursome(person);
    await person.click(await screen.findByRole('button', { name: 'Pay $600' }));
    await screen.findByText(`${text.checkoutFailed}: ${httpMessages.noAnswer}`);
    expect((screen.getByLabelText('Team name') as HTMLInputElement).value).toBe('The Eagles');

    await person.click(screen.getByRole('button', { name: 'Pay $600' }));
    await waitFor(() => expect(checkoutsOf(fetch)).toHaveLength(2));
    await person.type(screen.getByLabelText('Team name'), 's');
    signal = true;
    await person.click(screen.getByRole('button', { name: 'Pay $600' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example/cs_2'));
    const [first, retry, changed] = checkoutsOf(fetch);
    expect(retry!.checkoutId).toBe(first!.checkoutId);
    expect(changed!.checkoutId).not.toBe(first!.checkoutId);
    expect(changed!.teamName).toBe('The Eagless');
  });

  it('reads the page again when the waiver changed meanwhile, and asks for the new version to be accepted', async () => {
    const person = userEvent.setup();
    let page = sampleRegistrationPage();
    const { fetch } = renderScoring(<RegisterPage tournamentId={page.tournamentId} />, {
      routes: [
        ['GET', /\/api\/tournaments\/[^/]+\/registration$/, () => fakeResponse(200, page)],
        quoteRoute,
        ['POST', /\/registration\/checkout$/, json(409, { statusCode: 409, error: 'Conflict', message: text.waiverVersionStale })],
      ],
    });
    await fillFoursome(person);
    page = sampleRegistrationPage({ waiver: { version: 3, text: 'I play at my own risk, rain or shine.' } });
    await person.click(await screen.findByRole('button', { name: 'Pay $600' }));
    await screen.findByText(`${text.checkoutFailed}: ${text.waiverVersionStale}`);
    const renewed = await screen.findByRole('checkbox', { name: 'I have read and accept the waiver (version 3)' });
    expect(renewed).toHaveProperty('checked', false);
    screen.getByText('I play at my own risk, rain or shine.');
    expect(checkoutsOf(fetch)).toHaveLength(1);
  });

  it('keeps what was typed across a reload of the page', async () => {
    const person = userEvent.setup();
    const first = render(sampleRegistrationPage());
    await person.click(await screen.findByRole('radio', { name: /Foursome/ }));
    await person.type(screen.getByLabelText('Team name'), 'The Eagles');
    await person.click(screen.getByRole('button', { name: 'Add a teammate' }));
    await person.type(within(screen.getByRole('group', { name: 'Teammate 1' })).getByLabelText('Name'), 'Bo Chen');
    first.unmount();

    render(sampleRegistrationPage());
    expect(((await screen.findByLabelText('Team name')) as HTMLInputElement).value).toBe('The Eagles');
    expect((within(screen.getByRole('group', { name: 'Teammate 1' })).getByLabelText('Name') as HTMLInputElement).value).toBe('Bo Chen');
    screen.getByRole('checkbox', { name: 'Bo Chen has read and accept the waiver (version 2)' });
  });

  it('joins the waitlist of a full field and opens the registration’s page', async () => {
    const person = userEvent.setup();
    const full = sampleRegistrationPage({ status: 'full', waitlistOpen: true, places: { ...sampleRegistrationPage().places, teamsLeft: 0, waitlisted: 3 } });
    const { fetch } = render(full, [['POST', /\/registration\/checkout$/, json(201, { outcome: 'waitlisted', token, position: 4 })]]);
    await screen.findByText('The field is full · 3 on the waitlist');
    expect(screen.getByRole('radio', { name: /Foursome/ }).closest('label')?.textContent).toContain('Field full: join the waitlist');
    await fillFoursome(person);
    await person.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/tournament/tournament-1/register/confirmation/${token}`));
    expect(checkoutsOf(fetch)).toHaveLength(1);
    expect(go).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('offers a team entry the waitlist while singles still fit, and still sells a single place', async () => {
    const person = userEvent.setup();
    render(sampleRegistrationPage({ waitlistOpen: true, places: { ...sampleRegistrationPage().places, teamsLeft: 0, singlesLeft: 2 } }));
    const team = await screen.findByRole('radio', { name: /Foursome/ });
    expect(team.closest('label')?.textContent).toContain('Field full: join the waitlist');
    await person.click(team);
    await screen.findByRole('button', { name: 'Join the Waitlist' });
    await person.click(screen.getByRole('radio', { name: /Single player/ }));
    await screen.findByRole('button', { name: 'Pay $160' });
  });

  it.each([
    [{ status: 'closed' } as const, 'Registration is closed', text.closed],
    [{ status: 'not-open' } as const, 'Registration is not open', text.notOpen],
    [{ onlinePayment: false }, 'Register with the organiser', text.paymentUnavailable],
  ])('shows no form when %j', async (overrides, title, reason) => {
    render(sampleRegistrationPage(overrides));
    await screen.findByRole('heading', { name: title });
    screen.getByText(reason);
    expect(screen.queryByRole('form', { name: 'Registration' })).toBeNull();
  });

  it('says only single places are left when no team place is', async () => {
    render(sampleRegistrationPage({ closesAt: null, places: { ...sampleRegistrationPage().places, teamsLeft: 0, singlesLeft: 3 } }));
    await screen.findByText('No team place left · 3 single places left');
  });

  it('says when a registration not yet open opens', async () => {
    render(sampleRegistrationPage({ status: 'not-yet-open', opensAt: new Date(2027, 3, 1, 9, 0).toISOString() }));
    await screen.findByText('Registration opens Thursday, April 1, 2027 at 9:00 AM');
  });

  it('shows Tournament Not Found only when the API says 404', async () => {
    renderScoring(<RegisterPage tournamentId="missing" />);
    await screen.findByRole('heading', { name: 'Tournament Not Found' });
  });
});
