import type { PlaceBidResponse, PublicAuctionItem } from '@fairway/contracts/auction';
import { auctionDollars } from '@fairway/contracts/auction-messages';
import { useState } from 'react';
import { useBid } from '../hooks/use-bid';
import { AmountForm } from './amount-form';
import styles from './bid-panel.module.css';

type Mode = 'tap' | 'amount' | 'max' | 'buy-now';

function placedText(answer: PlaceBidResponse): string {
  const price = auctionDollars(answer.item.currentPriceCents ?? answer.item.startingBidCents);
  if (answer.outcome === 'bought') return `It’s yours! You bought ${answer.item.title} for ${price}.`;
  if (answer.outcome === 'outbid') return `Another bidder’s maximum is higher: the bid is now ${price}. Bid again to take the lead.`;
  return `You’re the top bidder at ${price}.`;
}

/** The buttons of an item taking bids: one tap bids exactly the amount shown; another amount, a maximum, buy-now. */
export function BidPanel({ tournamentId, item }: { tournamentId: string; item: PublicAuctionItem }) {
  const bid = useBid(tournamentId, item.id);
  const [mode, setMode] = useState<Mode>('tap');
  // The answer to the guest's own bid, said until the item moves on (another bid would make it untrue).
  const [answered, setAnswered] = useState<{ text: string; bidCount: number } | null>(null);
  const placed = answered && item.bidCount <= answered.bidCount ? answered.text : null;
  const send = (request: { amountCents?: number; maxBidCents?: number }) => {
    setAnswered(null);
    bid.send(request, (answer) => {
      setMode('tap');
      setAnswered({ text: placedText(answer), bidCount: answer.item.bidCount });
    });
  };
  const open = (next: Mode) => {
    bid.reset();
    setAnswered(null);
    setMode(mode === next ? 'tap' : next);
  };
  const leading = item.myState === 'winning';
  const next = auctionDollars(item.nextAmountCents);
  return (
    <section className={styles.panel} aria-label="Bid">
      {leading ? (
        !placed && <p className={styles.leading}>You’re the top bidder. Raise your maximum bid to stay ahead.</p>
      ) : (
        <button type="button" className={styles.bid} disabled={bid.pending} onClick={() => send({ amountCents: item.nextAmountCents })}>
          {bid.pending && mode === 'tap' ? 'Bidding…' : `Bid ${next}`}
        </button>
      )}
      {bid.failureText && (
        <p className={styles.error} role="alert">
          {bid.failureText}
        </p>
      )}
      {placed && (
        <p className={styles.placed} role="status">
          {placed}
        </p>
      )}
      <div className={styles.more}>
        {!leading && (
          <button type="button" className={styles.link} aria-expanded={mode === 'amount'} onClick={() => open('amount')}>
            Bid another amount
          </button>
        )}
        <button type="button" className={styles.link} aria-expanded={mode === 'max'} onClick={() => open('max')}>
          {leading ? 'Raise my maximum bid' : 'Set a maximum bid'}
        </button>
      </div>
      {mode === 'amount' && (
        <AmountForm
          label="Your bid"
          hint={`${next} or more.`}
          minCents={item.nextAmountCents}
          submitLabel={(cents) => `Bid ${auctionDollars(cents)}`}
          pending={bid.pending}
          onSubmit={(cents) => send({ amountCents: cents })}
        />
      )}
      {mode === 'max' && (
        <AmountForm
          label="Your maximum bid"
          hint="We bid for you one step at a time, only as much as it takes to keep you in the lead, up to your maximum. Nobody else sees it."
          minCents={item.nextAmountCents}
          submitLabel={(cents) => `Set maximum ${auctionDollars(cents)}`}
          pending={bid.pending}
          onSubmit={(cents) => send({ maxBidCents: cents })}
        />
      )}
      {item.buyNowCents !== null && (
        <BuyNow price={item.buyNowCents} confirming={mode === 'buy-now'} pending={bid.pending} onAsk={() => open('buy-now')} onConfirm={send} />
      )}
    </section>
  );
}

interface BuyNowProps {
  price: number;
  confirming: boolean;
  pending: boolean;
  onAsk: () => void;
  onConfirm: (request: { amountCents: number }) => void;
}

function BuyNow({ price, confirming, pending, onAsk, onConfirm }: BuyNowProps) {
  if (!confirming) {
    return (
      <button type="button" className={styles.buyNow} onClick={onAsk}>
        Buy it now for {auctionDollars(price)}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label="Confirm buy it now">
      <p>
        Buy it now for <strong>{auctionDollars(price)}</strong>? Bidding ends and the item is yours.
      </p>
      <div className={styles.confirmButtons}>
        <button type="button" className={styles.bid} disabled={pending} onClick={() => onConfirm({ amountCents: price })}>
          {pending ? 'Buying…' : `Buy for ${auctionDollars(price)}`}
        </button>
        <button type="button" className={styles.cancel} disabled={pending} onClick={onAsk}>
          Cancel
        </button>
      </div>
    </div>
  );
}
