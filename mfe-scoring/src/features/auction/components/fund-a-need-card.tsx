import { newIdempotencyKey, useGiveToFundANeed } from '@fairway/api-client';
import type { FundANeedView } from '@fairway/contracts/auction';
import { auctionDollars } from '@fairway/contracts/auction-messages';
import { openSignIn } from '@fairway/auth';
import { useRef, useState } from 'react';
import styles from './fund-a-need-card.module.css';

interface FundANeedCardProps {
  tournamentId: string;
  fundANeed: FundANeedView;
  signedIn: boolean;
}

/** The paddle raise: a big button per giving level with how many gave there; a tap asks to confirm, then gives. */
export function FundANeedCard({ tournamentId, fundANeed, signedIn }: FundANeedCardProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [thanks, setThanks] = useState<number | null>(null);
  const give = useGiveToFundANeed();
  // One key per confirmed gift: a retry on a weak signal sends it again, a second gift gets a new one.
  const key = useRef<string | null>(null);
  const confirm = (amountCents: number) => {
    key.current ??= newIdempotencyKey();
    give.mutate(
      { tournamentId, gift: { amountCents, idempotencyKey: key.current } },
      {
        onSuccess: () => {
          key.current = null;
          setChosen(null);
          setThanks(amountCents);
        },
      },
    );
  };
  const choose = (amountCents: number) => {
    if (!signedIn) return openSignIn();
    key.current = null;
    give.reset();
    setThanks(null);
    setChosen(amountCents);
  };
  const goal = fundANeed.goalCents;
  return (
    <section className={styles.card} aria-labelledby="fund-a-need-title">
      <p className={styles.eyebrow}>Fund-a-need</p>
      <h2 id="fund-a-need-title" className={styles.title}>
        {fundANeed.title}
      </h2>
      {fundANeed.description && <p className={styles.description}>{fundANeed.description}</p>}
      <p className={styles.total}>
        <strong>{auctionDollars(fundANeed.totalCents)}</strong> raised
        {goal !== null && <span> of {auctionDollars(goal)}</span>} · {fundANeed.giftCount} {fundANeed.giftCount === 1 ? 'gift' : 'gifts'}
      </p>
      {goal !== null && (
        <div className={styles.meter} role="img" aria-label={`${Math.min(100, Math.round((fundANeed.totalCents / goal) * 100))}% of the goal`}>
          <span style={{ width: `${Math.min(100, (fundANeed.totalCents / goal) * 100)}%` }} />
        </div>
      )}
      {fundANeed.open ? (
        <div className={styles.levels}>
          {fundANeed.levels.map((level) => (
            <button
              key={level.amountCents}
              type="button"
              className={`${styles.level} ${chosen === level.amountCents ? styles.chosen : ''}`}
              aria-pressed={chosen === level.amountCents}
              onClick={() => choose(level.amountCents)}
            >
              <strong>{auctionDollars(level.amountCents)}</strong>
              <span>{level.count === 1 ? '1 paddle' : `${level.count} paddles`}</span>
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.closed}>Giving has closed. Thank you!</p>
      )}
      {!signedIn && fundANeed.open && <p className={styles.hint}>Sign in to raise your paddle.</p>}
      {chosen !== null && (
        <div className={styles.confirm} role="group" aria-label="Confirm your gift">
          <p>
            Give <strong>{auctionDollars(chosen)}</strong> to {fundANeed.title}? It goes on your bill with your bidder number.
          </p>
          <div className={styles.confirmButtons}>
            <button type="button" className={styles.primary} disabled={give.isPending} onClick={() => confirm(chosen)}>
              {give.isPending ? 'Giving…' : `Give ${auctionDollars(chosen)}`}
            </button>
            <button type="button" className={styles.secondary} disabled={give.isPending} onClick={() => setChosen(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {give.failureText && (
        <p className={styles.error} role="alert">
          {give.failureText}
        </p>
      )}
      {thanks !== null && (
        <p className={styles.thanks} role="status">
          Thank you! {auctionDollars(thanks)} given.
        </p>
      )}
    </section>
  );
}
