import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import styles from './role-revoked.module.css';

/** Across the page: the caller's role on this event was removed; nothing more is offered. */
export function RoleRevoked() {
  return (
    <div role="alert" className={styles.revoked}>
      <strong>{eventTeamTexts.roleRevoked}</strong>
      <span>Ask the organiser if you think this is a mistake.</span>
    </div>
  );
}
