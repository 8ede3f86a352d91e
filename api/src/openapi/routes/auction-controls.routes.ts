import { idParams } from '@fairway/contracts';
import { auctionItem, auctionItemParams, fundANeedView, maxAuctionPhotoBytes } from '@fairway/contracts/auction';
import {
  auctionBidder,
  auctionPhotoIndexParams,
  auctionPhotoParams,
  extendItemInput,
  fundANeedGiftInput,
  fundANeedGiftResponse,
  fundANeedInput,
  guestBidderInput,
} from '@fairway/contracts/auction-desk';
import type { OpenApiRoute } from '../openapi-route';

const base = '/api/tournaments/{id}/auction';
const tag = 'Auction';
const organisers = "The tournament's organisers (event.edit: the owner and co-organisers); anyone else 403.";
const item = { name: 'AuctionItem', schema: auctionItem };
const imageTypes = ['image/png', 'image/jpeg', 'image/webp'];
const told = 'Told on the live stream as an auction event.';

/** The auction around the bids: the fund-a-need, guest bidder numbers, close now and extend, item photos. */
export const auctionControlRoutes: OpenApiRoute[] = [
  {
    method: 'put',
    path: `${base}/fund-a-need`,
    tag,
    summary: 'Set the fund-a-need (paddle raise): title, giving levels (kept highest first), open or closed, goal',
    description: `Gifts keep their amounts when the levels change. ${told} ${organisers}`,
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'FundANeedInput', schema: fundANeedInput },
    success: [{ status: 200, description: 'The fund-a-need with its counts and total', body: { name: 'FundANeedView', schema: fundANeedView } }],
    extraErrors: [404],
  },
  {
    method: 'delete',
    path: `${base}/fund-a-need`,
    tag,
    summary: 'Delete the fund-a-need nobody has given to',
    description: `After a gift it answers 409: close giving instead (open false). ${organisers}`,
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 204, description: 'Deleted' }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: `${base}/fund-a-need/gifts`,
    tag,
    summary: 'Give at one level of the fund-a-need: a pledge on the giver’s auction bill',
    description: `Who may give is who may bid (403 otherwise); the giver gets a bidder number as on a first bid. 400: not one of the levels. 409: giving is closed, or the key was used for another amount. The same idempotencyKey from the same bidder answers the first gift. ${told}`,
    access: 'signed-in',
    params: idParams,
    body: { name: 'FundANeedGiftInput', schema: fundANeedGiftInput },
    success: [
      {
        status: 201,
        description: 'The gift, the giver’s number and the fund-a-need after it',
        body: { name: 'FundANeedGiftResponse', schema: fundANeedGiftResponse },
      },
    ],
    extraErrors: [403, 404, 409],
  },
  {
    method: 'post',
    path: `${base}/bidders`,
    tag,
    summary: 'Give a guest the next bidder number at the desk',
    description:
      'The check-in desk (checkIn) or the auction desk and organisers (auction.checkout). The guest bids as this number once signed in with the same, verified e-mail. 409: that e-mail already has a number here. The answer names the e-mail only to those who read contacts (field.contacts).',
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'GuestBidderInput', schema: guestBidderInput },
    success: [{ status: 201, description: 'The guest’s number', body: { name: 'AuctionBidder', schema: auctionBidder } }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: `${base}/items/{itemId}/close`,
    tag,
    summary: 'Close an item now: its close becomes the database’s clock, read under the item’s lock',
    description: `A bid waiting for the lock is refused as closed. 409: the item is not taking bids. ${told} ${organisers}`,
    access: 'tournament-admin',
    params: auctionItemParams,
    success: [{ status: 200, description: 'The item', body: item }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: `${base}/items/{itemId}/extend`,
    tag,
    summary: 'Give an item more time: its close moves N minutes past its close now',
    description: `An item with no close gets one N minutes from now. 409: the item is not taking bids. ${told} ${organisers}`,
    access: 'tournament-admin',
    params: auctionItemParams,
    body: { name: 'ExtendItemInput', schema: extendItemInput },
    success: [{ status: 200, description: 'The item', body: item }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: `${base}/items/{itemId}/photos`,
    tag,
    summary: `Add a photo to an item (up to 4): PNG, JPEG or WebP, at most ${maxAuctionPhotoBytes / 1024} KB`,
    description: `The body is the image, or a multipart form whose first file is. The type is read from the file's first bytes (SVG and anything else 400, larger 413); a fifth photo 409. ${told} ${organisers}`,
    access: 'tournament-admin',
    params: auctionItemParams,
    rawBody: { description: 'The image bytes (or multipart/form-data with one file)', mediaTypes: [...imageTypes, 'multipart/form-data'] },
    success: [{ status: 201, description: 'The item, whose photos end with this upload’s URL', body: item }],
    extraErrors: [404, 409, 413],
  },
  {
    method: 'delete',
    path: `${base}/items/{itemId}/photos/{index}`,
    tag,
    summary: 'Remove the item’s photo at this place (0 first); an uploaded file goes with it',
    description: `${told} ${organisers}`,
    access: 'tournament-admin',
    params: auctionPhotoIndexParams,
    success: [{ status: 200, description: 'The item', body: item }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: `${base}/items/{itemId}/photos/{photoId}`,
    tag,
    summary: 'An uploaded item photo, with its image type and X-Content-Type-Options: nosniff',
    access: 'public',
    params: auctionPhotoParams,
    success: [{ status: 200, description: 'The image', media: imageTypes }],
    extraErrors: [404],
  },
];
