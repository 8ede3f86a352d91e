import { eventMemberStatusLabels, eventRoleLabels } from '@fairway/contracts/event-team-texts';
import panel from '../../../shared/components/panel.module.css';
import styles from './team-tab.module.css';

/** The event's owner, first on the team (the team read lists the others): who, Owner, Active; nothing to change here. */
export function OwnerRow({ title, mine }: { title: string; mine: boolean }) {
  return (
    <li className={styles.member}>
      <span className={`${panel.entryText} ${styles.who}`}>
        <strong>{title}</strong>
        {mine && <span className={styles.meta}>You · Last active Now</span>}
      </span>
      <span className={styles.role}>{eventRoleLabels.owner}</span>
      <span className={`${styles.status} ${styles.active}`}>{eventMemberStatusLabels.active}</span>
      <span className={styles.actions} />
    </li>
  );
}
