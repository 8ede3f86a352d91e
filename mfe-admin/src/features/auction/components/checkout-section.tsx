import { newIdempotencyKey, useAuctionBill, useDeskCheckout } from '@fairway/api-client';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import type { AuctionBill } from '@fairway/contracts/auction-desk';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { usdCents } from '../../../shared/model/money';
import styles from './auction.module.css';

type DeskMethod = 'cash' | 'card' | 'cheque';
const deskMethods: Array<{ value: DeskMethod; label: string }> = [
  { value: 'card', label: 'Card' },
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
];

/** The auction desk: a bidder's number, their bill, payment taken for all of it, and a clear word that it is paid. */
export function CheckoutSection({ tournamentId }: { tournamentId: string }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [bidderNumber, setBidderNumber] = useState<number | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const bill = useAuctionBill(tournamentId, bidderNumber);
  // Here, not in the bill's panel: a refusal (the bill changed) stays said while the new bill is shown.
  const checkout = useDeskCheckout();
  const find = () => {
    const number = Number(typed.trim());
    if (!Number.isInteger(number) || number < 1) return setError(auctionAdminTexts.bidderNumberInvalid);
    setError(undefined);
    setPaid(null);
    checkout.reset();
    setBidderNumber(number);
  };
  return (
    <section className={panel.section} aria-labelledby="auction-checkout-heading">
      <h3 id="auction-checkout-heading" className={panel.sectionHeading}>
        Checkout
      </h3>
      <DraftForm className={styles.desk} aria-label="Find a bidder" onSubmit={find}>
        <FormField label="Bidder number" error={error}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />}
        </FormField>
        <Button htmlType="submit" type="primary" className={styles.submit}>
          Show bill
        </Button>
      </DraftForm>
      {bill.isLoading && <Skeleton active />}
      {bill.isError && <ReadFailure failure={auctionAdminTexts.billFetchFailed} error={bill.error} onRetry={bill.refetch} />}
      {paid && (
        <p className={styles.confirmation} role="status">
          ✓ {paid}
        </p>
      )}
      {/* A bill with another total is another payment: a new panel, a new idempotency key. */}
      {bill.data && (
        <BillPanel
          key={`${bill.data.bidderNumber}:${bill.data.dueCents}`}
          tournamentId={tournamentId}
          bill={bill.data}
          checkout={checkout}
          onPaid={setPaid}
          onStale={() => void bill.refetch()}
        />
      )}
    </section>
  );
}

interface BillPanelProps {
  tournamentId: string;
  bill: AuctionBill;
  checkout: ReturnType<typeof useDeskCheckout>;
  onPaid: (text: string) => void;
  /** The payment was refused (the bill changed since, or nothing is due): the bill is read again. */
  onStale: () => void;
}

function BillPanel({ tournamentId, bill, checkout, onPaid, onStale }: BillPanelProps) {
  const [method, setMethod] = useState<DeskMethod>('card');
  // One key per bill on screen: a retry of this payment (a double tap, a lost answer) is recorded once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const take = () =>
    checkout.mutate(
      { tournamentId, bidderNumber: bill.bidderNumber, checkout: { method, expectedDueCents: bill.dueCents, idempotencyKey } },
      { onSuccess: () => onPaid(auctionAdminTexts.paid(bill.bidderNumber, `${usdCents(bill.dueCents)} by ${method}`)), onError: onStale },
    );
  return (
    <div className={styles.bill} aria-label={`Bill of Bidder ${bill.bidderNumber}`}>
      <strong className={styles.bigNumber}>
        Bidder {bill.bidderNumber}
        {bill.name ? ` · ${bill.name}` : ''}
      </strong>
      {bill.lines.length === 0 && <p className={panel.muted}>Nothing won or given yet.</p>}
      {bill.lines.map((line) => (
        <div key={line.id} className={line.paid ? `${styles.billLine} ${styles.paidLine}` : styles.billLine}>
          <span>
            {line.kind === 'fund-a-need' ? `Fund-a-need: ${line.title}` : line.title}
            {line.paid ? ' (paid)' : ''}
          </span>
          <span>{usdCents(line.amountCents)}</span>
        </div>
      ))}
      <div className={styles.due}>
        <span>Due</span>
        <span>{usdCents(bill.dueCents)}</span>
      </div>
      {bill.paidCents > 0 && <span className={styles.meta}>Paid so far {usdCents(bill.paidCents)}</span>}
      {bill.dueCents > 0 && (
        <div className={styles.desk}>
          <FormField label="Paid by">{(control) => <NativeSelect {...control} value={method} onChange={setMethod} options={deskMethods} />}</FormField>
          <Button type="primary" size="large" loading={checkout.isPending} className={styles.submit} onClick={take}>
            Take {usdCents(bill.dueCents)}
          </Button>
        </div>
      )}
      <FailureAlert text={checkout.failureText} />
    </div>
  );
}
