import { errorText } from '@fairway/api-client';
import { coveredFeeCents } from '@fairway/contracts/registration-price';
import type { Quote, RegistrationPage } from '@fairway/contracts/registration';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { dollarsToCents, formatRaised } from '@fairway/golf/fundraising';
import type { RegistrationForm } from '../hooks/use-registration-form';
import { usd } from '../model/registration-format';
import { PromoCodeField } from './promo-code-field';
import common from './registration.module.css';
import styles from './register-page.module.css';

function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <dl className={styles.lines}>
      {quote.lines.map((line) => (
        <div key={line.productId}>
          <dt>{line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name}</dt>
          <dd>{usd(line.amount)}</dd>
        </div>
      ))}
      {quote.discount > 0 && (
        <div>
          <dt>Promo code {quote.promoCode}</dt>
          <dd>−{usd(quote.discount)}</dd>
        </div>
      )}
      {quote.fee > 0 && (
        <div>
          <dt>Processing fee</dt>
          <dd>{usd(quote.fee)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{usd(quote.total)}</dd>
      </div>
    </dl>
  );
}

/** The fee the payer would add, from the server's own formula over what the server priced. */
function feeToCover(page: RegistrationPage, quote: Quote | undefined): string | null {
  if (!quote) return null;
  return formatRaised(coveredFeeCents(dollarsToCents(quote.subtotal - quote.discount), page.fee));
}

/** The server's price for the form as it is, the promo code, the fee option and what is left to press. */
export function PriceSummary({ page, form }: { page: RegistrationPage; form: RegistrationForm }) {
  const { quote, basket, draft } = form;
  const priced = quote.data;
  const failed = quote.isError && !form.promoProblem;
  const fee = feeToCover(page, priced);
  return (
    <div className={common.stack} aria-busy={quote.isFetching}>
      {!basket && <p className={styles.lead}>Choose what to buy to see the price.</p>}
      {basket && priced && <QuoteLines quote={priced} />}
      {basket && !priced && !failed && <p className={styles.lead}>Working out the price…</p>}
      {basket && failed && (
        <p className={common.failure} role="alert">
          {errorText(quote.error, registrationMessages.quoteFailed)}{' '}
          <button type="button" className="ff-text-button" onClick={() => void quote.refetch()}>
            Retry
          </button>
        </p>
      )}
      {page.hasPromoCodes && <PromoCodeField applied={draft.promoCode} problem={form.promoProblem} onApply={form.applyPromoCode} />}
      {page.payerCoversFee && (
        <label className={styles.check}>
          <input type="checkbox" checked={draft.coverFee} onChange={(event) => form.change({ coverFee: event.target.checked })} />
          <span>
            Add the card processing fee{fee ? ` (${fee})` : ''} so {page.charityName} receives the full amount
          </span>
        </label>
      )}
    </div>
  );
}
