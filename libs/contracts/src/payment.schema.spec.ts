import { checkoutSessionParams, refundInput, testCheckoutCardInput } from './payment.schema';
import { paymentMessages } from './payment-messages';

describe('payment schemas', () => {
  it('reads a refund in dollars as cents, with a reason', () => {
    expect(refundInput.parse({ amount: '12.5', reason: ' Withdrew ' })).toEqual({ amount: 1_250, reason: 'Withdrew' });
    expect(refundInput.parse({ amount: 0.29, reason: 'Fee' })).toEqual({ amount: 29, reason: 'Fee' });
    expect(refundInput.safeParse({ amount: '1.234', reason: 'x' }).error?.issues[0]?.message).toBe(paymentMessages.refundAmount);
    expect(refundInput.safeParse({ amount: 0, reason: 'x' }).error?.issues[0]?.message).toBe(paymentMessages.refundAmount);
    expect(refundInput.safeParse({ amount: 5, reason: '  ' }).error?.issues[0]?.message).toBe(paymentMessages.refundReason);
  });

  it('takes a card number with spaces or dashes as its digits, and nothing else', () => {
    expect(testCheckoutCardInput.parse({ card: '4242 4242-4242 4242' })).toEqual({ card: '4242424242424242' });
    expect(testCheckoutCardInput.safeParse({ card: '4242 abcd' }).error?.issues[0]?.message).toBe(paymentMessages.card);
    expect(testCheckoutCardInput.safeParse({ card: 4242 }).success).toBe(false);
  });

  it('takes only checkout session ids in the page link', () => {
    expect(checkoutSessionParams.safeParse({ sessionId: 'cs_test_a1B2c3D4e5' }).success).toBe(true);
    expect(checkoutSessionParams.safeParse({ sessionId: '../../etc' }).success).toBe(false);
  });
});
