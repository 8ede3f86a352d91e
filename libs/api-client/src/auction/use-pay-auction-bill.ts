import type { OnlineCheckoutResponse } from '@fairway/contracts/auction-desk';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation } from '../query/use-api-mutation';
import { auctionCallPath } from './auction-writes-path';

/** A hosted checkout for every unpaid line of the caller's bill; nothing is paid until the provider says so. */
export function payAuctionBill(tournamentId: string): Promise<OnlineCheckoutResponse> {
  return apiJson(auctionCallPath(tournamentId, 'my-bill/checkout'), trusted<OnlineCheckoutResponse>(), { method: 'POST' });
}

export function usePayAuctionBill() {
  return useApiMutation({ mutationFn: payAuctionBill, invalidates: () => [], failure: 'Could not open the payment page' });
}
