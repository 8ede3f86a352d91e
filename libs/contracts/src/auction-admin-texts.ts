// The organiser's and the desk's words for the auction (the Auction tab of Tournament Administration), without
// zod: the tab's first load reads them before any form is submitted.
import type { AuctionItemState } from './auction.schema';

/** What each state of an item is called on the organiser's list. */
export const auctionStateLabels: Readonly<Record<AuctionItemState, string>> = {
  upcoming: 'Not open yet',
  open: 'Taking bids',
  sold: 'Sold',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
};

/** Every sentence of the Auction tab, once. */
export const auctionAdminTexts = {
  itemsFetchFailed: 'Failed to load the auction items',
  auctionFetchFailed: 'Failed to load the auction',
  biddersFetchFailed: 'Failed to load the bidders',
  billFetchFailed: "Failed to load the bidder's bill",
  unpaidFetchFailed: 'Failed to load the unpaid list',
  settingsSaveFailed: 'Failed to save the auction settings',
  itemSaveFailed: 'Failed to save the item',
  itemDeleteFailed: 'Failed to delete the item',
  photoUploadFailed: 'Failed to upload the photo',
  photoRemoveFailed: 'Failed to remove the photo',
  closeFailed: 'Failed to close the item',
  extendFailed: 'Failed to extend the item',
  withdrawFailed: 'Failed to withdraw the item',
  fundANeedSaveFailed: 'Failed to save the fund-a-need',
  guestAddFailed: 'Failed to give the guest a number',
  checkoutFailed: 'Failed to take the payment',
  offerNextFailed: 'Failed to offer the item to the next bidder',
  dollarsInvalid: 'Enter an amount in dollars, e.g. 250 or 12.50',
  startingBidRequired: 'Enter the starting bid in dollars',
  wholeNumberInvalid: 'Enter a whole number',
  dateTimeInvalid: 'Enter a date and time',
  levelsHint: 'Giving levels in dollars, separated by commas (e.g. 5000, 1000, 500, 100)',
  tiersHint: 'One tier a line: "from $ : increment $", e.g. "0: 5" then "100: 10"',
  tierLineInvalid: 'Each line is "from dollars: increment dollars", e.g. 100: 10',
  blankForAuctionHours: "Blank: the auction's hours",
  noItems: 'No items yet: add the first one the guests will bid on.',
  noBidders: 'No bidder numbers yet: a guest gets one here, a player at check-in or on their first bid.',
  nothingUnpaid: 'Everyone who won has paid.',
  bidderNumberInvalid: 'Enter a bidder number',
  closeConfirm: (title: string) => `Close “${title}” now? Bidding stops at once and the leader wins.`,
  withdrawConfirm: (title: string) => `Withdraw “${title}”? It stops taking bids; its bids are kept.`,
  deleteConfirm: (title: string) => `Delete “${title}”? It has no bids.`,
  offerNextConfirm: (title: string) => `Offer “${title}” to the next bidder? The unpaid winner loses it.`,
  paid: (bidder: number, amount: string) => `Bidder ${bidder} paid ${amount}`,
  guestNumber: (name: string, bidder: number) => `${name} is Bidder ${bidder}`,
} as const;
