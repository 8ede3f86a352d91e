import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { getSponsorLogo } from './get-sponsor-logo';
import { useTeamWallet } from './get-team-wallet';
import { useSpendMulligan } from './use-spend-mulligan';

const wallet = (left: number) => ({
  teamId: 'team-1',
  mulligans: { bought: 3, used: 3 - left, left },
  blockedHoles: [4],
  purchases: [],
  uses: [],
});

describe('team wallet', () => {
  it('reads the wallet and, after a mulligan is used, reads it again', async () => {
    const client = new QueryClient();
    let left = 3;
    const fetch = mockFetch().mockImplementation(async (url, init) => {
      if (init?.method === 'POST') left -= 1;
      return fakeResponse(init?.method === 'POST' ? 201 : 200, wallet(left));
    });
    const { result } = renderHook(() => ({ wallet: useTeamWallet('t1', 'team-1'), spend: useSpendMulligan() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.wallet.data?.mulligans.left).toBe(3));
    expect(requestOf(fetch, 0).url).toBe('/api/tournaments/t1/teams/team-1/wallet');

    await act(() => result.current.spend.mutateAsync({ tournamentId: 't1', teamId: 'team-1', hole: 7, useId: 'use-1' }));
    const post = requestOf(fetch, 1);
    expect(post.url).toBe('/api/tournaments/t1/teams/team-1/mulligans');
    expect(JSON.parse(String(post.init.body))).toEqual({ useId: 'use-1', hole: 7, playerId: null });
    await waitFor(() => expect(result.current.wallet.data?.mulligans.left).toBe(2));
  });

  it('sits under the tournament’s fundraising reads, so a sale at check-in (a charity event) refreshes it', () => {
    const prefix = queryKeys.fundraising('t1');
    expect(queryKeys.teamWallet('t1', 'team-1').slice(0, prefix.length)).toEqual(prefix);
  });

  it('says the mulligan failed and why', async () => {
    mockFetch().mockResolvedValue(fakeResponse(409, { statusCode: 409, error: 'Conflict', message: fundraisingMessages.noMulligansLeft }));
    const { result } = renderHook(() => useSpendMulligan(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync({ tournamentId: 't1', teamId: 'team-1', hole: 7, useId: 'use-2' }).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe(`${fundraisingMessages.mulliganFailed}: ${fundraisingMessages.noMulligansLeft}`));
  });
});

describe('getSponsorLogo', () => {
  it('keeps an uploaded logo as a data URL, and leaves a linked one where it is', async () => {
    const fetch = mockFetch().mockResolvedValue({ ...fakeResponse(200), blob: async () => new Blob(['png'], { type: 'image/png' }) } as Response);
    expect(await getSponsorLogo('/api/tournaments/t1/sponsors/s1/logo')).toBe(`data:image/png;base64,${btoa('png')}`);
    expect(await getSponsorLogo('https://acme.example/logo.png')).toBe('https://acme.example/logo.png');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
