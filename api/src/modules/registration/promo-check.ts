import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import type { PromoRule } from '@fairway/contracts/registration-price';
import { registrationConflict } from './registration.exception';
import type { PromoRow } from './registration-settings.repository';

/**
 * A promo code a buyer may use: known and active, unexpired, with uses left (counted under the registration
 * lock when it is taken, so it is never used past its limit), and something to take money off: 409 otherwise.
 */
export function usablePromo(promo: PromoRow | null, now: Date, entryCents: number): PromoRule & { id: string; code: string } {
  if (!promo || !promo.active) throw registrationConflict(text.promoUnknown, 'promoCode');
  if (promo.expires_at && promo.expires_at <= now) throw registrationConflict(text.promoExpired, 'promoCode');
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) throw registrationConflict(text.promoUsedUp, 'promoCode');
  if (entryCents === 0) throw registrationConflict(text.promoNothingToDiscount, 'promoCode');
  return { id: promo.id, code: promo.code, kind: promo.kind, value: promo.value };
}
