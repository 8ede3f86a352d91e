import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '@fairway/contracts/registration';
import { apiJson, trusted } from '../http/api-json';
import { registrationKey } from '../query/query-keys';
import { tournamentRegistrationPath } from './registration-path';

/** What the server would charge for a basket, promo code and fee choice; nothing is held. */
export function getRegistrationQuote(tournamentId: string, basket: QuoteRequest): Promise<Quote> {
  return apiJson(tournamentRegistrationPath(tournamentId, 'registration/quote'), trusted<Quote>(), { method: 'POST', json: basket });
}

/** A read although it is a POST: the basket is its key, and the last price stays on screen while the next is asked for. */
export function registrationQuoteQueryOptions(tournamentId: string | null | undefined, basket: QuoteRequest | null) {
  return queryOptions({
    queryKey: [...registrationKey(tournamentId ?? '', 'page'), 'quote', basket] as const,
    queryFn: tournamentId && basket && basket.items.length > 0 ? () => getRegistrationQuote(tournamentId, basket) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useRegistrationQuote(tournamentId: string | null | undefined, basket: QuoteRequest | null) {
  return useQuery(registrationQuoteQueryOptions(tournamentId, basket));
}
