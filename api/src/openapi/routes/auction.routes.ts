import { idParams } from '@fairway/contracts';
import {
  auctionCatalogue,
  auctionItem,
  auctionItemInput,
  auctionItemParams,
  auctionSettings,
  auctionSettingsInput,
  placeBidInput,
  placeBidResponse,
} from '@fairway/contracts/auction';
import { z } from 'zod';
import type { OpenApiRoute } from '../openapi-route';

const base = '/api/tournaments/{id}/auction';
const organisers = "The tournament's organisers (event.edit: the owner and co-organisers); anyone else 403.";
const item = { name: 'AuctionItem', schema: auctionItem };

/** The silent auction: the public catalogue, the organiser's items and settings, and a bid. */
export const auctionRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: base,
    tag: 'Auction',
    summary: 'The auction catalogue: each item with its price, next amount, leaders as "Bidder 104", bid count and close',
    description:
      'No names or e-mails of bidders; the reserve only as met or not. A signed-in caller also gets their bidder number and myState (winning, outbid) per item.',
    access: 'public',
    params: idParams,
    success: [{ status: 200, description: 'The catalogue', body: { name: 'AuctionCatalogue', schema: auctionCatalogue } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: `${base}/items`,
    tag: 'Auction',
    summary: "The organiser's items, with their reserves, increment rules, own hours and status",
    description: organisers,
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'Every item', body: { name: 'AuctionItems', schema: z.array(auctionItem) } }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: `${base}/settings`,
    tag: 'Auction',
    summary: 'Set the auction’s opening and closing times, soft close, hard cap and who may bid',
    description: `A new close replaces what late bids had moved on the items following the auction's close. ${organisers}`,
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'AuctionSettingsInput', schema: auctionSettingsInput },
    success: [{ status: 200, description: 'The settings', body: { name: 'AuctionSettings', schema: auctionSettings } }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: `${base}/items`,
    tag: 'Auction',
    summary: 'Add an item (money in cents)',
    description: organisers,
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'AuctionItemInput', schema: auctionItemInput },
    success: [{ status: 201, description: 'The item', body: item }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: `${base}/items/{itemId}`,
    tag: 'Auction',
    summary: 'Change an item, or withdraw it (status withdrawn: no more bids, its bids kept)',
    description: organisers,
    access: 'tournament-admin',
    params: auctionItemParams,
    body: { name: 'AuctionItemInput', schema: auctionItemInput },
    success: [{ status: 200, description: 'The item', body: item }],
    extraErrors: [404],
  },
  {
    method: 'delete',
    path: `${base}/items/{itemId}`,
    tag: 'Auction',
    summary: 'Delete an item nobody has bid on',
    description: `An item with bids answers 409: withdraw it instead. ${organisers}`,
    access: 'tournament-admin',
    params: auctionItemParams,
    success: [{ status: 204, description: 'Deleted' }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: `${base}/items/{itemId}/bids`,
    tag: 'Auction',
    summary: 'Bid on an item: no amount bids the next amount; a maximum bids for you one increment at a time',
    description:
      "Taken under the item's row lock at the database's clock. 400: below the next amount, or a leader's bid that does not raise their maximum. 409: closed, sold, withdrawn, not open yet, or the key used for another item. 403: not allowed to bid (who may bid is the organiser's setting: everyone signed in, or checked-in players and guests with a bidder number). The same idempotencyKey from the same bidder answers the first bid.",
    access: 'signed-in',
    params: auctionItemParams,
    body: { name: 'PlaceBidInput', schema: placeBidInput },
    success: [
      {
        status: 201,
        description: 'The bid taken, where the bidder stands and the item after it',
        body: { name: 'PlaceBidResponse', schema: placeBidResponse },
      },
    ],
    extraErrors: [403, 404, 409],
  },
];
