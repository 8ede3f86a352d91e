import { can, type EventPermission, type EventRole } from '@fairway/contracts/event-permissions';

/** The Auction tab's parts, in their order. */
export const auctionViews = ['items', 'settings', 'fund-a-need', 'checkout', 'unpaid', 'bidders'] as const;
export type AuctionView = (typeof auctionViews)[number];

export const auctionViewLabels: Record<AuctionView, string> = {
  items: 'Items',
  settings: 'Settings',
  'fund-a-need': 'Fund-a-need',
  checkout: 'Checkout',
  unpaid: 'Unpaid',
  bidders: 'Bidders',
};

/** Who may use each part: organisers run the auction, the auction desk checks out, either desk gives numbers. */
const viewPermissions: Readonly<Record<AuctionView, readonly EventPermission[]>> = {
  items: ['event.edit'],
  settings: ['event.edit'],
  'fund-a-need': ['event.edit'],
  checkout: ['auction.checkout'],
  unpaid: ['auction.checkout'],
  bidders: ['checkIn', 'auction.checkout'],
};

/** The parts the role sees, in order (the server refuses the others anyway). */
export function auctionViewsFor(role: EventRole | null): AuctionView[] {
  return auctionViews.filter((view) => viewPermissions[view].some((permission) => can(role, permission)));
}
