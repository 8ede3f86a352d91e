import { registrationCalendarPath } from '@fairway/api-client';
import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { formatLongDate, Panel } from '@fairway/ui';
import common from './registration.module.css';
import styles from './confirmation-page.module.css';

/** When and where, the starting hole once the organiser has set it, and the day as a calendar file. */
export function RegistrationDay({ registration, token }: { registration: RegistrationConfirmation; token: string }) {
  const playing = registration.kind !== 'sponsor';
  return (
    <Panel title="The day">
      <div className={common.stack}>
        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>{formatLongDate(registration.date)}</dd>
          </div>
          <div>
            <dt>Course</dt>
            <dd>{registration.courseName}</dd>
          </div>
          {playing && (
            <div>
              <dt>Starting hole</dt>
              <dd>{registration.startingHole ? `Hole ${registration.startingHole}` : 'Set by the organiser before the day'}</dd>
            </div>
          )}
        </dl>
        <a className={common.secondary} href={registrationCalendarPath(token)} download>
          Add to Calendar (.ics)
        </a>
      </div>
    </Panel>
  );
}
