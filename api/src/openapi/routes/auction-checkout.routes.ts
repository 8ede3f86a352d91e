import { idParams } from '@fairway/contracts';
import { auctionItemParams } from '@fairway/contracts/auction';
import { auctionBidder, auctionBill, bidderNumberParams, deskCheckoutInput, onlineCheckoutResponse, unpaidBidders } from '@fairway/contracts/auction-desk';
import { z } from 'zod';
import type { OpenApiRoute } from '../openapi-route';

const base = '/api/tournaments/{id}/auction';
const tag = 'Auction';
const desk = 'The auction desk and the organisers (auction.checkout); anyone else 403.';
const bill = { name: 'AuctionBill', schema: auctionBill };

/** The auction's money after the bids: bills, the desk's checkout, paying online, the unpaid list, offering an item on. */
export const auctionCheckoutRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: `${base}/bidders`,
    tag,
    summary: 'The bidders: number, name, where the number came from, and what each owes and has paid',
    description:
      'The check-in desk (checkIn) or the auction desk and organisers (auction.checkout); e-mails only to those who read the field’s contacts (field.contacts), else null.',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'Every bidder, by number', body: { name: 'AuctionBidders', schema: z.array(auctionBidder) } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: `${base}/bidders/{number}/bill`,
    tag,
    summary: "A bidder's bill: the items they won (not passed on) and their fund-a-need gifts, paid or not, with their name",
    description: `404: no bidder has that number. ${desk}`,
    access: 'tournament-admin',
    params: bidderNumberParams,
    success: [{ status: 200, description: 'The bill', body: bill }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: `${base}/bidders/{number}/checkout`,
    tag,
    summary: 'Take payment at the desk (cash, card or cheque) for every unpaid line of a bidder’s bill',
    description: `Each line becomes one received ledger entry of kind auction naming the desk (its fair market value in the private note), in one transaction; the raised total moves. 409: the total is not expectedDueCents (the bill changed), or nothing is due (another desk took it). The same idempotencyKey answers the bill again. ${desk}`,
    access: 'tournament-admin',
    params: bidderNumberParams,
    body: { name: 'DeskCheckoutInput', schema: deskCheckoutInput },
    success: [{ status: 200, description: 'The bill, paid', body: bill }],
    extraErrors: [404, 409],
  },
  {
    method: 'get',
    path: `${base}/my-bill`,
    tag,
    summary: 'The caller’s own bill (no name), and whether they can pay online',
    description: '404: the caller has no bidder number in this auction.',
    access: 'signed-in',
    params: idParams,
    success: [{ status: 200, description: 'The bill', body: bill }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: `${base}/my-bill/checkout`,
    tag,
    summary: 'Pay the caller’s bill online: a hosted checkout for every unpaid line, priced on the server',
    description:
      'The lines are paid (ledger entries recorded as the caller) only when the provider’s verified webhook says paid. A second call while a checkout for the same lines is open answers it again. 409: nothing due, or online payment is not offered here (pay at the desk). 404: no bidder number.',
    access: 'signed-in',
    params: idParams,
    success: [{ status: 201, description: 'Where to pay', body: { name: 'OnlineCheckoutResponse', schema: onlineCheckoutResponse } }],
    extraErrors: [404, 409, 502],
  },
  {
    method: 'get',
    path: `${base}/unpaid`,
    tag,
    summary: 'Who still owes, most first, with their unpaid lines and the total due',
    description: desk,
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The unpaid bidders', body: { name: 'UnpaidBidders', schema: unpaidBidders } }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: `${base}/items/{itemId}/offer-next`,
    tag,
    summary: 'Offer a sold, unpaid item to the next bidder',
    description:
      "The unpaid winner's win is passed (kept as history); the best bidder who has not won the item becomes its winner at their own highest maximum bid (at least the reserve), and is e-mailed. 409: the item is not sold and unpaid, or no other bidder can take it. The organisers (event.edit); anyone else 403.",
    access: 'tournament-admin',
    params: auctionItemParams,
    success: [{ status: 204, description: 'Offered' }],
    extraErrors: [404, 409],
  },
];
