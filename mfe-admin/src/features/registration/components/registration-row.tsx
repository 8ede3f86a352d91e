import type { Question, Registration } from '@fairway/contracts/registration';
import { Button } from 'antd';
import amounts from '../../../shared/components/amount-list.module.css';
import panel from '../../../shared/components/panel.module.css';
import { usd } from '../../../shared/model/money';
import { whenText } from '../model/date-time-text';
import { registrationMethodLabels } from '../model/registration-labels';
import { amountText, canCancel, canRefund, linesText, registrationTitle } from '../model/registration-text';
import { RegistrationDetails } from './registration-details';
import { StateBadge } from './state-badge';
import styles from './registrations.module.css';

export type DeskAction = 'cancel' | 'refund';

interface RegistrationRowProps {
  registration: Registration;
  teamQuestions: readonly Question[];
  playerQuestions: readonly Question[];
  onAction: (registration: Registration, action: DeskAction) => void;
}

/** When the registration's state last mattered: its offer's or hold's end, when it was paid, or when it was made. */
function timeText(registration: Registration): string {
  if (registration.state === 'offered' && registration.offerExpiresAt) return `offer ends ${whenText(registration.offerExpiresAt)}`;
  if (registration.state === 'pending-payment' && registration.holdExpiresAt) return `place held until ${whenText(registration.holdExpiresAt)}`;
  if (registration.state === 'waitlisted' && registration.waitlistPosition) return `number ${registration.waitlistPosition} in line`;
  return registration.paidAt ? `paid ${whenText(registration.paidAt)}` : `made ${whenText(registration.createdAt)}`;
}

/** One registration: amount, who, what, state, then its answers and waiver on demand, and the desk's actions. */
export function RegistrationRow({ registration, teamQuestions, playerQuestions, onAction }: RegistrationRowProps) {
  const title = registrationTitle(registration);
  return (
    <li className={styles.entry}>
      <span className={`${amounts.amount} ${styles.amountCell}`}>{amountText(registration)}</span>
      <span className={`${panel.entryText} ${styles.text}`}>
        <strong>{title}</strong>
        <span className={amounts.meta}>
          {[
            linesText(registration),
            registrationMethodLabels[registration.method],
            registration.promoCode ? `code ${registration.promoCode} (−${usd(registration.discount)})` : null,
            timeText(registration),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <StateBadge state={registration.state} className={styles.state} />
      <div className={styles.detailsCell}>
        <RegistrationDetails registration={registration} teamQuestions={teamQuestions} playerQuestions={playerQuestions} />
      </div>
      <span className={`${amounts.rowActions} ${styles.actionsCell}`}>
        {canRefund(registration) && (
          <Button size="small" onClick={() => onAction(registration, 'refund')} aria-label={`Refund ${title}`}>
            Refund
          </Button>
        )}
        {canCancel(registration) && (
          <Button size="small" danger onClick={() => onAction(registration, 'cancel')} aria-label={`Cancel ${title}`}>
            Cancel
          </Button>
        )}
      </span>
    </li>
  );
}
