import { useMyEventRoles } from '@fairway/api-client';
import { eventRoleLabels } from '@fairway/contracts/event-team-texts';
import { formatLongDate } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { eventLandingPath } from '../../../shared/model/event-landing';
import styles from './my-events.module.css';

/** The tournaments where the signed-in person holds a role, each opening the work of that role; nothing for anyone else. */
export function MyEvents({ signedIn }: { signedIn: boolean }) {
  const roles = useMyEventRoles(signedIn);
  const held = roles.data ?? [];
  if (!signedIn || held.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="my-events-heading">
      <h2 id="my-events-heading" className={styles.title}>
        My events
      </h2>
      <ul className={styles.list}>
        {[...held]
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((event) => (
            <li key={event.tournamentId}>
              <Link to={eventLandingPath(event.tournamentId, event.role)} className={styles.event}>
                <span className={styles.name}>{event.tournamentName}</span>
                <span className={styles.meta}>
                  {eventRoleLabels[event.role]} · {formatLongDate(event.date)}
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
