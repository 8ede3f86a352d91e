import { useGiftReceipt } from '@fairway/api-client';
import { fundraisingMessages as text } from '@fairway/contracts/fundraising-messages';
import type { GiftReceipt } from '@fairway/contracts/gift';
import { httpMessages } from '@fairway/contracts/http-messages';
import { receiptTexts } from '@fairway/contracts/receipt-texts';
import { dollarsToCents, formatUsd } from '@fairway/golf/fundraising';
import { formatLocalDay, Panel } from '@fairway/ui';
import page from './donate-page.module.css';
import styles from './gift-receipt-panel.module.css';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars), { withCents: true });

/** The figures and the written statements a card gift's receipt owes (receiptFigures decided which, on the server). */
function ReceiptBody({ receipt }: { receipt: GiftReceipt }) {
  const paidOn = receipt.paidAt ? formatLocalDay(receipt.paidAt) : '';
  return (
    <div className={styles.receipt}>
      <p className={styles.thanks}>{text.receiptThanks}</p>
      <dl className={styles.figures}>
        <dt>{receiptTexts.number}</dt>
        <dd>{receipt.receiptNumber}</dd>
        <dt>{receiptTexts.date}</dt>
        <dd>{paidOn}</dd>
        <dt>{receiptTexts.receivedFrom}</dt>
        <dd>{receipt.payerName}</dd>
        <dt>{text.receiptGiftTo}</dt>
        <dd>{receipt.charityName}</dd>
        <dt>{receiptTexts.paid}</dt>
        <dd className={styles.amount}>{usd(receipt.paid)}</dd>
        <dt>{receiptTexts.fairMarketValue}</dt>
        <dd className={styles.amount}>{usd(receipt.fairMarketValue)}</dd>
        <dt>{receiptTexts.deductible}</dt>
        <dd className={styles.amount}>{usd(receipt.deductible)}</dd>
      </dl>
      {receipt.refunded > 0 && <p className={styles.note}>{text.receiptRefundedAmount(usd(receipt.refunded))}</p>}
      <div className={styles.statements}>
        {receipt.acknowledgmentRequired && <p>{receiptTexts.acknowledgment(receipt.charityName, usd(receipt.paid), paidOn)}</p>}
        {receipt.fairMarketValue === 0 ? (
          <p>{receiptTexts.noGoodsOrServices(receipt.charityName)}</p>
        ) : (
          <p>{receiptTexts.goodsOrServices(usd(receipt.fairMarketValue), null)}</p>
        )}
        {receipt.fairValueDisclosureRequired && <p>{receiptTexts.fairValueDisclosure(usd(receipt.deductible))}</p>}
        <p>{receiptTexts.keep}</p>
      </div>
      <div className={`${page.actions} ${styles.noPrint}`}>
        <button type="button" className={page.button} onClick={() => window.print()}>
          {text.receiptPrint}
        </button>
        <a className={page.secondary} href={`/leaderboard?tournament=${encodeURIComponent(receipt.tournamentId)}`}>
          {text.receiptBack}
        </a>
      </div>
    </div>
  );
}

/** Where a card gift's checkout returns: waiting for the provider's word, then the receipt to keep or print. */
export function GiftReceiptPanel({ receiptToken }: { receiptToken: string }) {
  const receipt = useGiftReceipt(receiptToken);
  const data = receipt.data;
  let body;
  if (data?.state === 'paid' || (data?.state === 'refunded' && data.paidAt)) body = <ReceiptBody receipt={data} />;
  else if (data?.state === 'expired') body = <p className={styles.note}>{text.receiptExpired}</p>;
  else if (data?.state === 'pending') body = <p className={styles.note}>{text.receiptWaiting}</p>;
  else if (receipt.isError) body = <p className={styles.note}>{receipt.error.message || httpMessages.noSignal}</p>;
  else body = <p className={styles.note}>{text.receiptWaiting}</p>;
  return (
    <Panel title={receiptTexts.heading}>
      <div role="status" aria-live="polite">
        {body}
      </div>
    </Panel>
  );
}
