import type { AuctionItem, AuctionItemRequest, AuctionItemStatus, IncrementRule } from '@fairway/contracts/auction';
import { dollarsText } from './auction-money';
import { localDateTimeText } from '../../../shared/model/date-time-field';

export type IncrementKind = IncrementRule['kind'];

/** The item form as typed: money in dollars, times as `datetime-local` text, tiers one a line. */
export interface ItemForm {
  title: string;
  description: string;
  donorName: string;
  category: string;
  fairMarketValue: string;
  startingBid: string;
  incrementKind: IncrementKind;
  incrementFixed: string;
  /** One tier a line: "from: increment", in dollars. */
  incrementTiers: string;
  incrementPercent: string;
  buyNow: string;
  reserve: string;
  quantity: string;
  opensAt: string;
  closesAt: string;
  status: AuctionItemStatus;
  photos: string[];
}

export const emptyItemForm: ItemForm = {
  title: '',
  description: '',
  donorName: '',
  category: '',
  fairMarketValue: '',
  startingBid: '',
  incrementKind: 'fixed',
  incrementFixed: '5',
  incrementTiers: '0: 5\n100: 10\n500: 25',
  incrementPercent: '5',
  buyNow: '',
  reserve: '',
  quantity: '1',
  opensAt: '',
  closesAt: '',
  status: 'open',
  photos: [],
};

export const incrementKindLabels: Record<IncrementKind, string> = {
  fixed: 'Fixed amount',
  tiered: 'Tiered by price',
  percent: 'Percent of the price',
};

const tiersText = (rule: IncrementRule) =>
  rule.kind === 'tiered'
    ? rule.tiers.map((tier) => `${dollarsText(tier.fromCents) || '0'}: ${dollarsText(tier.incrementCents)}`).join('\n')
    : emptyItemForm.incrementTiers;

/** An item as its edit form holds it (the item's own close, not one moved by the soft close). */
export function itemFormOf(item: AuctionItem): ItemForm {
  const rule = item.incrementRule;
  return {
    title: item.title,
    description: item.description,
    donorName: item.donorName ?? '',
    category: item.category,
    fairMarketValue: item.fairMarketValueCents === 0 ? '' : dollarsText(item.fairMarketValueCents),
    startingBid: dollarsText(item.startingBidCents),
    incrementKind: rule.kind,
    incrementFixed: rule.kind === 'fixed' ? dollarsText(rule.cents) : emptyItemForm.incrementFixed,
    incrementTiers: tiersText(rule),
    incrementPercent: rule.kind === 'percent' ? String(rule.percent) : emptyItemForm.incrementPercent,
    buyNow: dollarsText(item.buyNowCents),
    reserve: dollarsText(item.reserveCents),
    quantity: String(item.quantity),
    opensAt: localDateTimeText(item.opensAt),
    closesAt: localDateTimeText(item.ownClosesAt),
    status: item.status,
    photos: item.photos,
  };
}

/** An item as its PUT takes it, unchanged but for what `changes` says (withdrawing it, its photos). */
export function itemRequestOf(item: AuctionItem, changes: Partial<AuctionItemRequest> = {}): AuctionItemRequest {
  return {
    title: item.title,
    description: item.description,
    photos: item.photos,
    donorName: item.donorName,
    fairMarketValueCents: item.fairMarketValueCents,
    category: item.category,
    startingBidCents: item.startingBidCents,
    incrementRule: item.incrementRule,
    buyNowCents: item.buyNowCents,
    reserveCents: item.reserveCents,
    quantity: item.quantity,
    opensAt: item.opensAt,
    closesAt: item.ownClosesAt,
    status: item.status,
    ...changes,
  };
}
