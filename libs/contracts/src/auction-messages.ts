import { groupThousands } from './group-thousands';
import { limits } from './limits';

/** An item's photo: the sponsor logo's rules (PNG, JPEG or WebP, this many bytes at most). */
export const maxAuctionPhotoBytes = limits.maxSponsorLogoBytes;

/** The largest bid, price or value the auction takes, in cents ($1,000,000). */
export const maxAuctionCents = 100_000_000;

const maxDollars = groupThousands(maxAuctionCents / 100);

/** Cents as the messages write dollars: "$1,250" or "$12.50". */
export function auctionDollars(cents: number): string {
  const whole = groupThousands(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}

/** Every sentence of the silent auction, once. */
export const auctionMessages = {
  amountInvalid: 'Please enter a valid amount in whole cents (more than 0)',
  amountTooLarge: `An amount cannot exceed $${maxDollars}`,
  bidTooLow: (nextCents: number) => `Your bid must be at least ${auctionDollars(nextCents)}`,
  maxBelowAmount: 'Your maximum bid cannot be lower than your bid',
  auctionClosed: 'Bidding on this item has closed',
  notOpenYet: 'Bidding on this item has not opened yet',
  itemWithdrawn: 'This item was withdrawn from the auction',
  itemSold: 'This item has already been sold',
  alreadyLeading: 'You already have the top bid; raise your maximum bid instead',
  notAllowedToBid: 'Only checked-in players and guests with a bidder number can bid in this auction',
  signInToBid: 'Please sign in to bid',
  itemNotFound: 'Auction item not found',
  titleRequired: 'Please enter a title',
  tooManyPhotos: 'An item can have up to 4 photos',
  buyNowTooLow: 'The buy-now price must be higher than the starting bid',
  buyNowOneItem: 'Buy-now is for items with a single winner',
  quantityInvalid: 'Quantity must be a whole number from 1 to 100',
  tiersInvalid: 'Tiers must start at $0 and go up in price, each with an increment of at least 1 cent',
  percentInvalid: 'The increment must be 1 to 100 percent',
  closeBeforeOpen: 'The closing time must be after the opening time',
  hardCapBeforeClose: 'The hard cap must be at or after the closing time',
  softCloseInvalid: 'Soft close must be 0 to 60 minutes',
  whoMayBidInvalid: 'Choose who may bid: everyone signed in, or checked-in players and guests',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  keyReused: 'This Idempotency-Key was already used for a different bid',
  itemHasBids: 'This item has bids: withdraw it instead of deleting it',
  outbidMailSubject: (title: string) => `You were outbid on ${title}`,
  wonMailSubject: (title: string) => `You won ${title}`,
  levelsInvalid: `Enter 1 to 8 different giving levels`,
  levelNotOffered: 'Please choose one of the giving levels',
  fundANeedClosed: 'Giving has closed',
  fundANeedNotFound: 'There is no fund-a-need for this auction',
  fundANeedHasGifts: 'Gifts were given to this fund-a-need: close giving instead of deleting it',
  guestNameRequired: "Please enter the guest's name",
  guestEmailInvalid: 'Please enter a valid e-mail address',
  bidderNotFound: 'No bidder has that number',
  bidderEmailTaken: 'A bidder with that e-mail already has a number',
  extendInvalid: 'Extend by 1 to 240 minutes',
  photoTypeInvalid: 'A photo must be a PNG, JPEG or WebP image',
  photoTooLarge: `A photo can be at most ${maxAuctionPhotoBytes / 1024} KB`,
  photoNotFound: 'Photo not found',
  itemNotOpen: 'Only an item still taking bids can be closed or extended',
  checkoutMethodInvalid: 'Choose cash, card or cheque',
  nothingDue: 'This bidder has nothing to pay',
  billChanged: "This bidder's bill changed; check the total and take payment again",
  onlinePaymentUnavailable: 'Online payment is not available; please pay at the auction desk',
  noRunnerUp: 'No other bidder can be offered this item',
  notUnpaid: 'Only a sold item that is still unpaid can be offered to the next bidder',
  /** The ledger's private note of a paid item: what the buyer received, for the receipt. */
  ledgerItemNote: (title: string, bidderNumber: number, fairMarketValueCents: number) =>
    `Silent auction: ${title} (Bidder ${bidderNumber}); fair market value ${auctionDollars(fairMarketValueCents)}`,
  ledgerGiftNote: (title: string, bidderNumber: number) => `Fund-a-need: ${title} (Bidder ${bidderNumber}); nothing received in return`,
  /** A checkout line when a bill has more lines than a hosted checkout shows. */
  onlineBillLine: (bidderNumber: number, lines: number) => `Silent auction, Bidder ${bidderNumber} (${lines} items)`,
  paidTwiceRefund: 'Paid at the auction desk while the online payment was open',
  refundedOnline: 'Refunded at the payment provider',
  ledgerRefundNote: (bidderNumber: number, reason: string) => `Silent auction, Bidder ${bidderNumber}: card payment refunded (${reason})`,
} as const;
