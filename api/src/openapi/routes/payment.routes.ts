import {
  checkoutSessionParams,
  paymentsAvailability,
  paymentWebhookEvent,
  paymentWebhookReply,
  testCheckoutAuthenticationInput,
  testCheckoutCardInput,
} from '@fairway/contracts/payment';
import type { OpenApiRoute, SuccessResponse } from '../openapi-route';

const tag = 'Payments';
const testCheckout = '/api/payments/test-checkout/{sessionId}';
const page: SuccessResponse = {
  status: 200,
  description: 'The test checkout page (HTML): the card form, the bank confirmation step, or why the checkout is closed',
  media: ['text/html'],
};
const onlyUnderTestProvider =
  'Only while the built-in test provider is in use (`npm start`, tests): 404 otherwise. The page says plainly that no money moves; it keeps no card number. Its forms post application/x-www-form-urlencoded; JSON is taken too.';

export const paymentRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/payments/availability',
    tag,
    summary: 'Whether online payment is offered here (Stripe, the built-in test provider, or none: the desk still takes cash and cheques)',
    access: 'public',
    success: [{ status: 200, description: 'Availability', body: { name: 'PaymentsAvailability', schema: paymentsAvailability } }],
    withoutDatabase: true,
  },
  {
    method: 'post',
    path: '/api/payments/webhook',
    tag,
    summary: "Stripe's events (or the test provider's): checkout paid, expired, charge refunded",
    description:
      'Believed only when the Stripe-Signature header signs the raw body with the webhook secret, within 300 seconds (400 otherwise, nothing stored). Each event id is stored with its effect: a repeat answers 200 and changes nothing. A 500 leaves the event unstored for the provider to send again.',
    access: 'public',
    body: { name: 'PaymentWebhookEvent', schema: paymentWebhookEvent },
    success: [{ status: 200, description: 'Taken (or a repeat)', body: { name: 'PaymentWebhookReply', schema: paymentWebhookReply } }],
    extraErrors: [500],
  },
  {
    method: 'get',
    path: testCheckout,
    tag,
    summary: "The built-in test provider's checkout page for a session",
    description: onlyUnderTestProvider,
    access: 'public',
    params: checkoutSessionParams,
    success: [page],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: `${testCheckout}/pay`,
    tag,
    summary:
      'Pay with a test card: 4242 4242 4242 4242 pays (303 to the success URL), 4000 0000 0000 0002 is declined (402), 4000 0025 0000 3155 asks the bank to confirm',
    description: onlyUnderTestProvider,
    access: 'public',
    params: checkoutSessionParams,
    body: { name: 'TestCheckoutCardInput', schema: testCheckoutCardInput },
    success: [page, { status: 303, description: "Paid: on to the checkout's success URL" }],
    extraErrors: [402, 404, 409],
  },
  {
    method: 'post',
    path: `${testCheckout}/authenticate`,
    tag,
    summary: "Answer the bank's confirmation step: confirm pays (303), fail goes back to the card form (402)",
    description: onlyUnderTestProvider,
    access: 'public',
    params: checkoutSessionParams,
    body: { name: 'TestCheckoutAuthenticationInput', schema: testCheckoutAuthenticationInput },
    success: [page, { status: 303, description: "Paid: on to the checkout's success URL" }],
    extraErrors: [402, 404, 409],
  },
  {
    method: 'post',
    path: `${testCheckout}/cancel`,
    tag,
    summary: "Go back without paying: the session expires (what it held is freed) and the buyer returns to the checkout's cancel URL",
    description: onlyUnderTestProvider,
    access: 'public',
    params: checkoutSessionParams,
    success: [{ status: 303, description: "Expired: back to the checkout's cancel URL" }],
    extraErrors: [404],
  },
];
