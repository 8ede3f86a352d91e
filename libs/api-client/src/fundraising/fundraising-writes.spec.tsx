import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleBirdiePledges, sampleDonorWall, sampleGift } from '../testing/sample-data';
import { getBirdiePledges } from './get-birdie-pledges';
import { getDonorWall } from './get-donor-wall';
import { newIdempotencyKey } from './new-idempotency-key';
import { useDonate } from './use-donate';
import { usePledgeBirdies } from './use-pledge-birdies';

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('makes a different GUID each time, also without crypto.randomUUID', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
      expect(a).toMatch(guid);
      expect(a).not.toBe(b);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('useDonate', () => {
  it('posts the gift with its idempotency key and refreshes the donor wall', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockImplementation(async (url) =>
      url.endsWith('/donations') ? fakeResponse(201, { gift: sampleGift(), paypalLink: 'https://paypal.me/kids' }) : fakeResponse(200, sampleDonorWall()),
    );
    const { result } = renderHook(
      () => ({ wall: useQuery({ queryKey: queryKeys.fundraising('t1', 'donor-wall'), queryFn: () => getDonorWall('t1') }), donate: useDonate() }),
      {
        wrapper: queryWrapper(client),
      },
    );
    await waitFor(() => expect(result.current.wall.data).toBeDefined());
    let reply;
    await act(async () => {
      reply = await result.current.donate.mutateAsync({ tournamentId: 't1', donation: { amount: 50, donorName: 'Grace' }, idempotencyKey: 'gift-key-123' });
    });
    expect(reply).toEqual({ gift: sampleGift(), paypalLink: 'https://paypal.me/kids' });
    const post = requestOf(fetch, 1);
    expect(post.url).toBe('/api/tournaments/t1/donations');
    expect(post.init.method).toBe('POST');
    expect(post.headers.get('Idempotency-Key')).toBe('gift-key-123');
    expect(JSON.parse(String(post.init.body))).toEqual({ amount: 50, donorName: 'Grace' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('says that the donation failed and why', async () => {
    mockFetch().mockResolvedValue(fakeResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many gifts, try again in a minute' }));
    const { result } = renderHook(() => useDonate(), { wrapper: queryWrapper() });
    await act(() =>
      result.current.mutateAsync({ tournamentId: 't1', donation: { amount: 5, anonymous: true }, idempotencyKey: 'gift-key-456' }).catch(() => undefined),
    );
    await waitFor(() => expect(result.current.failureText).toBe(`${fundraisingMessages.donationFailed}: Too many gifts, try again in a minute`));
  });
});

describe('usePledgeBirdies', () => {
  it('posts the pledge with its client-made id and refreshes the pledges', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? fakeResponse(201, sampleBirdiePledges().pledges[0]) : fakeResponse(200, sampleBirdiePledges()),
    );
    const { result } = renderHook(
      () => ({
        pledges: useQuery({ queryKey: queryKeys.fundraising('t1', 'birdie-pledges'), queryFn: () => getBirdiePledges('t1') }),
        pledge: usePledgeBirdies(),
      }),
      { wrapper: queryWrapper(client) },
    );
    await waitFor(() => expect(result.current.pledges.data).toBeDefined());
    const pledge = { pledgeId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', donorName: 'Al', amountPerBirdie: 5, cap: 100, teamId: null };
    await act(() => result.current.pledge.mutateAsync({ tournamentId: 't1', pledge }));
    expect(requestOf(fetch, 1).url).toBe('/api/tournaments/t1/birdie-pledges');
    expect(JSON.parse(String(requestOf(fetch, 1).init.body))).toEqual(pledge);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });
});
