import type { Registration } from '@fairway/contracts/registration';
import amounts from '../../../shared/components/amount-list.module.css';
import panel from '../../../shared/components/panel.module.css';
import { whenText } from '../model/date-time-text';
import { registrationTitle, waitlistOrder } from '../model/registration-text';
import styles from './registrations.module.css';

/** Who gets the next freed place: offers out now with when they end, then the line in order. */
export function WaitlistSection({ registrations }: { registrations: readonly Registration[] }) {
  const line = waitlistOrder(registrations);
  return (
    <section className={panel.section} aria-labelledby="waitlist-heading">
      <h3 id="waitlist-heading" className={panel.sectionHeading}>
        Waitlist
      </h3>
      {line.length === 0 ? (
        <p className={panel.muted}>Nobody is waiting. When the field is full, new registrants join here and a freed place is offered to the first.</p>
      ) : (
        <ol className={panel.list} aria-label="Waitlist">
          {line.map((registration, index) => (
            <li key={registration.id} className={styles.waitRow}>
              <span className={styles.position}>{index + 1}</span>
              <span className={panel.entryText}>
                <strong>{registrationTitle(registration)}</strong>
                <span className={amounts.meta}>
                  {registration.state === 'offered' && registration.offerExpiresAt
                    ? `Place offered: the offer ends ${whenText(registration.offerExpiresAt)}`
                    : `Waiting since ${whenText(registration.createdAt)}`}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
