import { paymentMessages } from '@fairway/contracts/payment-messages';
import type { TestCheckoutStep } from './test-checkout.provider';
import { testCards } from './test-cards';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f5;color:#1c2b24}
main{max-width:28rem;margin:0 auto;padding:1rem}
.banner{background:#fff3c4;border:2px solid #e0b000;border-radius:.5rem;padding:.75rem 1rem;font-weight:700;text-align:center;margin-bottom:1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .75rem}
table{width:100%;border-collapse:collapse;margin-bottom:1rem}td{padding:.35rem 0;vertical-align:top}td:last-child{text-align:right;white-space:nowrap;padding-left:1rem}
tr.total td{border-top:1px solid #d5dcd8;font-weight:700;padding-top:.6rem}
label{display:block;font-weight:600;margin-bottom:.35rem}
input{width:100%;font-size:1.15rem;padding:.75rem;border:1px solid #9aa8a0;border-radius:.5rem;letter-spacing:.05em}
button{width:100%;min-height:48px;font-size:1.05rem;font-weight:700;border:0;border-radius:.5rem;margin-top:.75rem;cursor:pointer}
.pay{background:#1b6b47;color:#fff}.secondary{background:#e7ecea;color:#1c2b24}.danger{background:#f3d9d6;color:#7a1d12}
.message{border-radius:.5rem;padding:.75rem;margin-bottom:1rem;background:#fdecea;color:#7a1d12;font-weight:600}
.hint{font-size:.9rem;color:#4b5a53;margin-top:1rem}.hint code{font-size:.9rem}
.closed{font-weight:600}`;

/** Why the buyer cannot go on: the card was refused, or the checkout is closed. */
export function refusalText(step: TestCheckoutStep): string {
  if (step.step === 'form') return step.message === 'authentication-failed' ? paymentMessages.testAuthenticationFailed : paymentMessages.testCardDeclined;
  if (step.session.status === 'complete') return paymentMessages.testSessionPaid;
  return step.session.status === 'expired' ? paymentMessages.testSessionExpired : paymentMessages.testSessionClosed;
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main><p class="banner" role="note">Test checkout — no money moves</p><div class="card">${body}</div></main></body></html>`;
}

function summary(step: TestCheckoutStep): string {
  const { lineItems, amountCents } = step.session;
  const rows = lineItems
    .map(
      (item) => `<tr><td>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</td><td>${usd(item.amountCents * item.quantity)}</td></tr>`,
    )
    .join('');
  return `<table aria-label="What you pay for">${rows}<tr class="total"><td>Total</td><td>${usd(amountCents)}</td></tr></table>`;
}

const cancelForm = (action: string) =>
  `<form method="post" action="${action}/cancel"><button class="secondary" type="submit">Go back without paying</button></form>`;

function cardForm(step: Extract<TestCheckoutStep, { step: 'form' }>, action: string): string {
  const message = step.message ? refusalText(step) : null;
  return `<h1>Pay ${usd(step.session.amountCents)}</h1>${summary(step)}
${message ? `<p class="message" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${action}/pay"><label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" required maxlength="23" placeholder="4242 4242 4242 4242">
<button class="pay" type="submit">Pay ${usd(step.session.amountCents)}</button></form>${cancelForm(action)}
<p class="hint">Test cards: <code>${spaced(testCards.pays)}</code> pays, <code>${spaced(testCards.declined)}</code> is declined,
<code>${spaced(testCards.authenticate)}</code> asks you to confirm. Any expiry date and CVC will do: none is asked.</p>`;
}

function authenticateForm(step: TestCheckoutStep, action: string): string {
  return `<h1>Confirm it is you</h1>${summary(step)}<p>Your bank asks you to confirm this payment of ${usd(step.session.amountCents)}.</p>
<form method="post" action="${action}/authenticate"><button class="pay" type="submit" name="result" value="confirm">Confirm payment</button>
<button class="danger" type="submit" name="result" value="fail">Fail authentication</button></form>`;
}

function closed(step: TestCheckoutStep): string {
  const { status, successUrl, cancelUrl, sessionId } = step.session;
  const paid = status === 'complete';
  const onward = paid ? successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId) : cancelUrl;
  return `<h1>${paid ? 'Paid' : 'Checkout closed'}</h1>${summary(step)}<p class="closed" role="status">${escapeHtml(refusalText(step))}</p>
<p><a href="${escapeHtml(onward)}">${paid ? 'Continue' : 'Back to the site'}</a></p>`;
}

/** The test checkout page for a step other than the redirect after paying: phone first, no script, no card kept. */
export function renderTestCheckout(step: Exclude<TestCheckoutStep, { step: 'paid' }>): string {
  const action = `/api/payments/test-checkout/${step.session.sessionId}`;
  const body = step.step === 'form' ? cardForm(step, action) : step.step === 'authenticate' ? authenticateForm(step, action) : closed(step);
  return layout(`Test checkout · ${usd(step.session.amountCents)}`, body);
}
