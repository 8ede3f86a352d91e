import { jest } from '@jest/globals';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { applyLiveEvent } from '../live/apply-live-event';
import { registrationKey } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { pendingPaymentPollMs, useOwnRegistration } from './get-own-registration';
import { registrationPageQueryOptions, useRegistrationPage } from './get-registration-page';
import { useRegistrationQuote } from './get-registration-quote';
import { registrationsQueryOptions } from './get-registrations';
import { useCheckoutRegistration } from './use-checkout-registration';
import { useRefundRegistration } from './use-refund-registration';

const id = 'a1 b2';
const product = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

async function firstPathOf(options: { queryKey: QueryKey }): Promise<string> {
  const fetch = mockFetch().mockResolvedValue(fakeResponse(200, '{}'));
  await new QueryClient().fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
  return requestOf(fetch).url;
}

const confirmation = (state: RegistrationConfirmation['state']) => ({ state, inviteCode: state === 'paid' ? 'ABC123' : null });

describe('registration reads', () => {
  it('ask for their routes, filters in the query, under the registration keys', async () => {
    expect(await firstPathOf(registrationPageQueryOptions(id))).toBe('/api/tournaments/a1%20b2/registration');
    expect(await firstPathOf(registrationsQueryOptions(id, { state: 'paid', search: 'Ann' }))).toBe(
      '/api/tournaments/a1%20b2/registrations?state=paid&search=Ann',
    );
    expect(registrationPageQueryOptions(id).queryKey).toEqual(registrationKey(id, 'page'));
  });

  it('are asked for again when a charity event says money moved (a paid registration takes a place)', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { status: 'open' }));
    renderHook(() => useRegistrationPage('t1'), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const data = { tournamentId: 't1', charityName: 'Kids', charityRaised: 400, charityGoal: 5000, percent: 8, milestonesCrossed: [] };
    applyLiveEvent(client, { type: 'charity', id: 2, tournamentId: 't1', data });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('keeps asking for a registration while its payment is pending, and stops once it is paid', async () => {
    jest.useFakeTimers();
    try {
      const answers = [confirmation('pending-payment'), confirmation('pending-payment'), confirmation('paid')];
      const fetch = mockFetch().mockImplementation(async () => fakeResponse(200, answers.shift() ?? confirmation('paid')));
      const { result } = renderHook(() => useOwnRegistration('tok'), { wrapper: queryWrapper() });
      await waitFor(() => expect(result.current.data?.state).toBe('pending-payment'));
      expect(requestOf(fetch).url).toBe('/api/registrations/tok');
      for (let poll = 0; poll < 2; poll += 1) await act(async () => jest.advanceTimersByTime(pendingPaymentPollMs));
      await waitFor(() => expect(result.current.data?.inviteCode).toBe('ABC123'));
      await act(async () => jest.advanceTimersByTime(pendingPaymentPollMs * 3));
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('prices a basket only once it has a product', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { total: 400 }));
    const { rerender, result } = renderHook(({ items }) => useRegistrationQuote('t1', { items, promoCode: 'VIP' }), {
      wrapper: queryWrapper(),
      initialProps: { items: [] as Array<{ productId: string }> },
    });
    expect(fetch).not.toHaveBeenCalled();
    rerender({ items: [{ productId: product }] });
    await waitFor(() => expect(result.current.data).toEqual({ total: 400 }));
    expect(requestOf(fetch).init.method).toBe('POST');
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual({ items: [{ productId: product }], promoCode: 'VIP' });
  });
});

describe('registration writes', () => {
  it('a checkout posts the basket (no prices) and refreshes the page', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockImplementation(async (url) =>
      url.endsWith('/checkout') ? fakeResponse(201, { outcome: 'waitlisted', token: 't'.repeat(43), position: 1 }) : fakeResponse(200, { status: 'full' }),
    );
    const { result } = renderHook(() => ({ page: useRegistrationPage('t1'), checkout: useCheckoutRegistration() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.page.data).toBeDefined());
    const checkout = { checkoutId: product, items: [{ productId: product }], buyer: { name: 'Ann', email: 'ann@example.com' } };
    await act(() => result.current.checkout.mutateAsync({ tournamentId: 't1', checkout }));
    expect(requestOf(fetch, 1).url).toBe('/api/tournaments/t1/registration/checkout');
    expect(JSON.parse(String(requestOf(fetch, 1).init.body))).toEqual(checkout);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('a refund larger than the payment says what failed and why', async () => {
    mockFetch().mockResolvedValue(fakeResponse(400, { statusCode: 400, error: 'Bad Request', message: registrationMessages.refundTooLarge('$400') }));
    const { result } = renderHook(() => useRefundRegistration(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync({ tournamentId: 't1', registrationId: product, amount: 500, reason: 'rain' }).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe(`${registrationMessages.refundFailed}: ${registrationMessages.refundTooLarge('$400')}`));
  });
});
