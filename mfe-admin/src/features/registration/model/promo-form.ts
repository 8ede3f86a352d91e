import type { PromoCode } from '@fairway/contracts/registration';
import { usd } from '../../../shared/model/money';
import { whenText } from './date-time-text';

/** A new promo code, as typed. */
export interface PromoForm {
  code: string;
  kind: 'amount' | 'percent';
  value: string;
  /** Blank: no limit. */
  maxUses: string;
  /** A `datetime-local` value; blank: never expires. */
  expiresAt: string;
}

export const emptyPromoForm: PromoForm = { code: '', kind: 'amount', value: '', maxUses: '', expiresAt: '' };

export const promoKindLabels: Record<PromoForm['kind'], string> = { amount: 'Amount off ($)', percent: 'Percentage off (%)' };

/** "$25.00 off · 3 of 10 used · expires Dec 1, 5:00 PM". */
export function promoText(promo: PromoCode): string {
  return [
    promo.kind === 'amount' ? `${usd(promo.value)} off` : `${promo.value}% off`,
    promo.maxUses === null ? `${promo.uses} used, no limit` : `${promo.uses} of ${promo.maxUses} used`,
    promo.expiresAt ? `expires ${whenText(promo.expiresAt)}` : 'no expiry',
  ].join(' · ');
}
