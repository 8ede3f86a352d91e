import type { RegistrationState } from '@fairway/contracts/registration';
import { stateLabels } from '../model/registration-labels';
import amounts from '../../../shared/components/amount-list.module.css';
import styles from './registration.module.css';

/** The ledger's badge colours: money in, waiting, nothing; and a refund's own. */
export const tone = { good: amounts.received, waiting: amounts.pledged, none: amounts.void, refunded: styles.refunded } as const;

const stateTone: Record<RegistrationState, keyof typeof tone> = {
  paid: 'good',
  'pending-payment': 'waiting',
  waitlisted: 'waiting',
  offered: 'waiting',
  refunded: 'refunded',
  cancelled: 'none',
  expired: 'none',
};

/** A coloured badge: a registration's state, or where registration stands. */
export function Badge({ text, colour, className }: { text: string; colour: keyof typeof tone; className?: string | undefined }) {
  return <span className={[amounts.state, tone[colour], className].filter(Boolean).join(' ')}>{text}</span>;
}

/** A registration's state as a coloured badge. */
export function StateBadge({ state, className }: { state: RegistrationState; className?: string | undefined }) {
  return <Badge text={stateLabels[state]} colour={stateTone[state]} className={className} />;
}
