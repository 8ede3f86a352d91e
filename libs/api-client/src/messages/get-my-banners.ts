import { skipToken, useQuery } from '@tanstack/react-query';
import type { ScorecardBanner } from '@fairway/contracts/field-message';
import { apiJson, trusted } from '../http/api-json';
import { messagesPath, myBannersKey } from './messages-path';

/**
 * The organisers' messages for the signed-in player's scorecard, newest first (at most five); read again when a
 * `field-message` event comes on the tournament's stream. Nobody signed in: nothing is asked.
 */
export function useMyBanners(tournamentId: string, signedIn: boolean) {
  return useQuery({
    queryKey: myBannersKey(tournamentId),
    queryFn: signedIn ? () => apiJson(messagesPath(tournamentId, 'mine'), trusted<ScorecardBanner[]>()) : skipToken,
  });
}
