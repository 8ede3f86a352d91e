import { useMyAuctionBill, usePayAuctionBill } from '@fairway/api-client';
import type { AuctionBill } from '@fairway/contracts/auction-desk';
import { auctionDollars } from '@fairway/contracts/auction-messages';
import { paymentNavigation } from '../model/leave-for-payment';
import styles from './my-bill.module.css';

/** What the guest owes for what they won and gave, and how to pay: online when the event takes cards, else at the desk. */
export function MyBill({ tournamentId, bidderNumber }: { tournamentId: string; bidderNumber: number }) {
  const bill = useMyAuctionBill(tournamentId, true);
  if (!bill.data || bill.data.lines.length === 0) return null;
  return <BillCard tournamentId={tournamentId} bill={bill.data} bidderNumber={bidderNumber} />;
}

function BillCard({ tournamentId, bill, bidderNumber }: { tournamentId: string; bill: AuctionBill; bidderNumber: number }) {
  const pay = usePayAuctionBill();
  const owing = bill.dueCents > 0;
  return (
    <section className={styles.bill} aria-labelledby="my-bill-title">
      <h2 id="my-bill-title">{owing ? 'Your bill' : 'Paid. Thank you!'}</h2>
      <ul className={styles.lines}>
        {bill.lines.map((line) => (
          <li key={line.id}>
            <span>{line.title}</span>
            <span className={styles.amount}>
              {auctionDollars(line.amountCents)}
              {line.paid && <em> Paid</em>}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{owing ? 'To pay' : 'Paid'}</span>
        <strong>{auctionDollars(owing ? bill.dueCents : bill.paidCents)}</strong>
      </p>
      {owing &&
        (bill.onlinePayment ? (
          <button
            type="button"
            className={styles.pay}
            disabled={pay.isPending}
            onClick={() => pay.mutate(tournamentId, { onSuccess: ({ checkoutUrl }) => paymentNavigation.go(checkoutUrl) })}
          >
            {pay.isPending ? 'Opening payment…' : `Pay now ${auctionDollars(bill.dueCents)}`}
          </button>
        ) : (
          <p className={styles.desk}>
            Pay at the auction desk with your bidder number <strong>{bidderNumber}</strong>.
          </p>
        ))}
      {pay.failureText && (
        <p className={styles.error} role="alert">
          {pay.failureText}
        </p>
      )}
    </section>
  );
}
