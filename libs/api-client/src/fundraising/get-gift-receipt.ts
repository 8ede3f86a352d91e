import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { GiftReceipt } from '@fairway/contracts/gift';
import { apiJson, trusted } from '../http/api-json';
import { initialDataFromPrefetch } from '../query/prefetched-initial-data';
import { retryWhileUnanswered } from '../query/read-failure';
import { pendingPaymentPollMs } from '../registration/get-own-registration';

export const giftReceiptPath = (receiptToken: string) => `/api/receipts/${encodeURIComponent(receiptToken)}`;

/** A card gift's receipt, read with its link's token: paid, deductible, the charity, the statements owed. */
export function getGiftReceipt(receiptToken: string): Promise<GiftReceipt> {
  return apiJson(giftReceiptPath(receiptToken), trusted<GiftReceipt>());
}

export function giftReceiptQueryOptions(receiptToken: string | null | undefined) {
  return queryOptions({
    queryKey: ['/api/receipts', receiptToken ?? ''] as const,
    queryFn: receiptToken ? () => getGiftReceipt(receiptToken) : skipToken,
    // The donor lands here from the checkout, perhaps before the provider's webhook: ask again until it has arrived.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? pendingPaymentPollMs : retryWhileUnanswered(query)),
    ...(receiptToken ? initialDataFromPrefetch<GiftReceipt>(giftReceiptPath(receiptToken)) : {}),
  });
}

export function useGiftReceipt(receiptToken: string | null | undefined) {
  return useQuery(giftReceiptQueryOptions(receiptToken));
}
