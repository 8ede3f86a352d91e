import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { receiptTexts as text } from '@fairway/contracts/receipt-texts';
import { dollarsToCents, formatUsd, receiptFigures } from '@fairway/golf/fundraising';
import { Panel } from '@fairway/ui';
import { formatMoment } from '../model/registration-format';
import common from './registration.module.css';
import styles from './confirmation-page.module.css';

const cents = (dollars: number) => formatUsd(dollarsToCents(dollars), { withCents: true });

/** What was paid, the fair market value of what it bought, the deductible part, and the statements the law asks for. */
export function RegistrationReceipt({ registration }: { registration: RegistrationConfirmation }) {
  const receipt = registration.receipt;
  if (!receipt) return null;
  const figures = receiptFigures({ paidCents: dollarsToCents(receipt.paid), fairMarketValueCents: dollarsToCents(receipt.fairMarketValue) });
  const paidOn = registration.paidAt ? formatMoment(registration.paidAt).split(' at ')[0]! : '';
  return (
    <Panel
      title={text.heading}
      extra={
        <button type="button" className="ff-text-button" onClick={() => window.print()}>
          Print
        </button>
      }
    >
      <div id="receipt" className={common.stack}>
        <dl className={styles.figures}>
          {registration.lines.map((line) => (
            <div key={line.productId}>
              <dt>{text.line(line.name, line.quantity)}</dt>
              <dd>{cents(line.amount)}</dd>
            </div>
          ))}
          {registration.discount > 0 && (
            <div>
              <dt>Promo code</dt>
              <dd>−{cents(registration.discount)}</dd>
            </div>
          )}
          {registration.fee > 0 && (
            <div>
              <dt>Card processing fee</dt>
              <dd>{cents(registration.fee)}</dd>
            </div>
          )}
          <div className={styles.strong}>
            <dt>{text.paid}</dt>
            <dd>{cents(receipt.paid)}</dd>
          </div>
          <div>
            <dt>{text.fairMarketValue}</dt>
            <dd>{cents(receipt.fairMarketValue)}</dd>
          </div>
          <div className={styles.strong}>
            <dt>{text.deductible}</dt>
            <dd>{cents(receipt.deductible)}</dd>
          </div>
          {registration.refunded > 0 && (
            <div>
              <dt>Refunded</dt>
              <dd>−{cents(registration.refunded)}</dd>
            </div>
          )}
        </dl>
        <p>{text.acknowledgment(receipt.charityName, cents(receipt.paid), paidOn)}</p>
        <p>{figures.boughtSomething ? text.goodsOrServices(cents(receipt.fairMarketValue), null) : text.noGoodsOrServices(receipt.charityName)}</p>
        {figures.fairValueDisclosureRequired && <p>{text.fairValueDisclosure(cents(receipt.deductible))}</p>}
        <p className={common.muted}>{text.keep}</p>
      </div>
    </Panel>
  );
}
