import { usePayOffer, useWithdrawRegistration } from '@fairway/api-client';
import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { registerPagePath } from '@fairway/contracts/remotes';
import { Panel } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { useState } from 'react';
import { checkoutNavigation } from '../model/leave-for-checkout';
import { formatUntil, usd } from '../model/registration-format';
import common from './registration.module.css';
import styles from './confirmation-page.module.css';

interface StatusProps {
  registration: RegistrationConfirmation;
  token: string;
}

/** Give up an unpaid place, a waitlist place or an offer: asked twice, the next in line gets it. */
function Withdraw({ token, label }: { token: string; label: string }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawRegistration();
  if (!asking) {
    return (
      <button type="button" className="ff-text-button" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className={common.stack}>
      <p>Give up your place? The next person on the waitlist gets it.</p>
      <div className={common.actions}>
        <button type="button" className={common.danger} disabled={withdraw.isPending} onClick={() => withdraw.mutate({ token })}>
          Yes, Give It Up
        </button>
        <button type="button" className={common.secondary} onClick={() => setAsking(false)}>
          Keep It
        </button>
      </div>
      {withdraw.failureText && (
        <p className={common.failure} role="alert">
          {withdraw.failureText}
        </p>
      )}
    </div>
  );
}

function PendingPayment({ registration, token }: StatusProps) {
  return (
    <div className={common.stack}>
      <p className={styles.waiting} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Waiting for the card processor to confirm your payment of {usd(registration.total)}. This page updates by itself.
      </p>
      {registration.holdExpiresAt && <p className={common.muted}>Your place is held until {formatUntil(registration.holdExpiresAt)}.</p>}
      <Withdraw token={token} label="Cancel this registration" />
    </div>
  );
}

function Offered({ registration, token }: StatusProps) {
  const pay = usePayOffer();
  return (
    <div className={common.stack}>
      <p>
        A place has freed up and it is yours
        {registration.offerExpiresAt ? ` if you pay before ${formatUntil(registration.offerExpiresAt)}` : ''}.
      </p>
      {pay.failureText && (
        <p className={common.failure} role="alert">
          {pay.failureText}
        </p>
      )}
      <button
        type="button"
        className={common.button}
        disabled={pay.isPending || pay.isSuccess}
        onClick={() => pay.mutate({ token }, { onSuccess: (reply) => reply.outcome === 'checkout' && checkoutNavigation.go(reply.checkoutUrl) })}
      >
        {pay.isSuccess ? 'Opening the payment page…' : `Pay ${usd(registration.total)}`}
      </button>
      <Withdraw token={token} label="Decline the Offer" />
    </div>
  );
}

function Waitlisted({ registration, token }: StatusProps) {
  return (
    <div className={common.stack}>
      <p>
        {registration.waitlistPosition ? `You are number ${registration.waitlistPosition} in line. ` : ''}
        Nobody has charged you anything. When a place frees up we e-mail you an offer to pay for it before it expires.
      </p>
      <Withdraw token={token} label="Leave the waitlist" />
    </div>
  );
}

function endedText(registration: RegistrationConfirmation): string {
  if (registration.state === 'refunded') return `${usd(registration.refunded)} has been refunded to your card.`;
  if (registration.state === 'expired') return 'The payment was not completed, so nothing was charged and the place held for you was released.';
  return registration.paidAt ? 'The organiser has cancelled this registration.' : 'Nothing was charged, and the place has gone to the next in line.';
}

function Ended({ registration }: StatusProps) {
  return (
    <div className={common.stack}>
      <p>{endedText(registration)}</p>
      {registration.note && <p className={common.muted}>{registration.note}</p>}
      {registration.state !== 'refunded' && !registration.paidAt && (
        <Link to={registerPagePath(registration.tournamentId)} className={common.secondary}>
          Register Again
        </Link>
      )}
    </div>
  );
}

// An ended registration's panel has no title: the page's heading already says how it ended.
const statusTitle: Record<RegistrationConfirmation['state'], string | null | undefined> = {
  paid: undefined,
  'pending-payment': 'Payment',
  waitlisted: 'Waitlist',
  offered: 'Your offer',
  expired: null,
  cancelled: null,
  refunded: null,
};

/** What a registration that is not simply paid needs: wait for the payment, pay an offer, or the waitlist place. */
export function RegistrationStatus(props: StatusProps) {
  const { state } = props.registration;
  const title = statusTitle[state];
  if (title === undefined) return null;
  return (
    <Panel {...(title ? { title } : {})}>
      {state === 'pending-payment' && <PendingPayment {...props} />}
      {state === 'offered' && <Offered {...props} />}
      {state === 'waitlisted' && <Waitlisted {...props} />}
      {(state === 'expired' || state === 'cancelled' || state === 'refunded') && <Ended {...props} />}
    </Panel>
  );
}
