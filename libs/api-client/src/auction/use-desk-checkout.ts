import type { AuctionBill, DeskCheckoutInput } from '@fairway/contracts/auction-desk';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { apiFetch } from '../http/api-fetch';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { auctionAdminChanged, auctionAdminPath } from './auction-admin-path';

export interface DeskCheckoutVariables {
  tournamentId: string;
  bidderNumber: number;
  /** The key is made once per bill on screen: a retry of the same payment is recorded once. */
  checkout: DeskCheckoutInput;
}

/** The desk takes payment for every unpaid line of the bill (auction.checkout); answers the bill when the API sends it. */
export async function deskCheckout({ tournamentId, bidderNumber, checkout }: DeskCheckoutVariables): Promise<AuctionBill | undefined> {
  const response = await apiFetch(auctionAdminPath(tournamentId, 'bidders', bidderNumber, 'checkout'), { method: 'POST', json: checkout });
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as AuctionBill);
}

export function useDeskCheckout(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: deskCheckout,
    // The payment is ledger money: the charity's figures move too.
    invalidates: ({ tournamentId }: DeskCheckoutVariables) => [...auctionAdminChanged(tournamentId), queryKeys.fundraising(tournamentId)],
    failure: auctionAdminTexts.checkoutFailed,
    options,
  });
}
