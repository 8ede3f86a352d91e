import { registrationMessages } from '@fairway/contracts/registration-messages';
import { isApiError } from '../http/api-error';

const promoRefusals: readonly string[] = [
  registrationMessages.promoUnknown,
  registrationMessages.promoExpired,
  registrationMessages.promoUsedUp,
  registrationMessages.promoNothingToDiscount,
];

/**
 * The server's reason when it refused a quote or a checkout for its promo code ("That promo code has expired"),
 * so the page can say it beside the code and price the rest without it; null for any other failure.
 */
export function promoCodeRefusal(error: unknown): string | null {
  return refusedWith(error, promoRefusals);
}

/** The checkout was refused because the waiver changed since the page was read: read it again, accept the new version. */
export function isStaleWaiverRefusal(error: unknown): boolean {
  return refusedWith(error, [registrationMessages.waiverVersionStale]) !== null;
}

function refusedWith(error: unknown, reasons: readonly string[]): string | null {
  return isApiError(error) && error.status < 500 && reasons.includes(error.serverMessage) ? error.serverMessage : null;
}
