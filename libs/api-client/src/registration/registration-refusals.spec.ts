import { registrationMessages } from '@fairway/contracts/registration-messages';
import { ApiError } from '../http/api-error';
import { NetworkError } from '../http/network-error';
import { isStaleWaiverRefusal, promoCodeRefusal } from './registration-refusals';

const refused = (status: number, message: string) => new ApiError(status, 'Conflict', '', { statusCode: status, error: 'Conflict', message });

describe('promoCodeRefusal', () => {
  it('gives the reason a promo code was refused', () => {
    expect(promoCodeRefusal(refused(409, registrationMessages.promoExpired))).toBe(registrationMessages.promoExpired);
    expect(promoCodeRefusal(refused(409, registrationMessages.promoUsedUp))).toBe(registrationMessages.promoUsedUp);
    expect(promoCodeRefusal(refused(400, registrationMessages.promoUnknown))).toBe(registrationMessages.promoUnknown);
  });

  it('is null for any other failure: another refusal, a lost signal, a server fault', () => {
    expect(promoCodeRefusal(refused(409, registrationMessages.soldOut('Foursome')))).toBeNull();
    expect(promoCodeRefusal(new NetworkError('/api/x'))).toBeNull();
    expect(promoCodeRefusal(new Error('boom'))).toBeNull();
  });
});

describe('isStaleWaiverRefusal', () => {
  it('is true only for the refusal of a waiver version that is no longer current', () => {
    expect(isStaleWaiverRefusal(refused(409, registrationMessages.waiverVersionStale))).toBe(true);
    expect(isStaleWaiverRefusal(refused(409, registrationMessages.promoExpired))).toBe(false);
    expect(isStaleWaiverRefusal(new NetworkError('/api/x'))).toBe(false);
  });
});
