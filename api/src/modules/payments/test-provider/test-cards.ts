export type CardResult = 'paid' | 'declined' | 'authenticate';

/** Stripe's test cards: the one that pays, the one that is declined, the one whose bank asks the buyer to confirm. */
export const testCards = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002500003155',
} as const;

/** What the test provider does with a card number (digits only); any other number is declined, as Stripe's test mode declines real cards. */
export function testCardResult(digits: string): CardResult {
  if (digits === testCards.pays) return 'paid';
  if (digits === testCards.authenticate) return 'authenticate';
  return 'declined';
}
