import type { DonationResponse } from '@fairway/contracts/gift';
import { dollarsToCents, formatUsd } from '@fairway/golf/fundraising';
import { useEffect, useRef } from 'react';
import styles from './donate-page.module.css';

interface DonationThanksProps {
  reply: DonationResponse;
  charityName: string;
  onAgain: () => void;
}

/** The gift is recorded as pledged; the organiser marks it received once paid (by PayPal here, or at the desk). */
export function DonationThanks({ reply, charityName, onAgain }: DonationThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces was longer: bring the thanks to the top of the screen, and to a screen reader.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const amount = formatUsd(dollarsToCents(reply.gift.amount), { withCents: !Number.isInteger(reply.gift.amount) });
  return (
    <div className={styles.thanks} role="status">
      <h2 ref={heading} tabIndex={-1}>
        Thank you{reply.gift.donorName ? `, ${reply.gift.donorName}` : ''}!
      </h2>
      <p>
        Your {amount} gift to {charityName} is on the donor wall as pledged.
        {reply.paypalLink ? ' Complete it with PayPal now, or pay at the desk.' : ' Please pay it at the tournament desk.'}
      </p>
      <div className={styles.actions}>
        {reply.paypalLink && (
          <a className={styles.button} href={reply.paypalLink} target="_blank" rel="noreferrer">
            Pay {amount} with PayPal
          </a>
        )}
        <button type="button" className={styles.secondary} onClick={onAgain}>
          Give again
        </button>
      </div>
    </div>
  );
}
