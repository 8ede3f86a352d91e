import { can, type EventRole } from '@fairway/contracts/event-permissions';
import type { EventMember } from '@fairway/contracts/event-team';
import { eventMemberStatusLabels, eventRoleLabels } from '@fairway/contracts/event-team-texts';
import { Button } from 'antd';
import panel from '../../../shared/components/panel.module.css';
import { contestsText, lastActiveText, memberTitle } from '../model/event-team-text';
import styles from './team-tab.module.css';

export type MemberAction = 'change' | 'revoke' | 'transfer';

interface MemberRowProps {
  member: EventMember;
  contests: ReadonlyArray<{ id: string; hole: number; title: string }>;
  /** The caller's role: what they may do to this member. */
  myRole: EventRole | null;
  /** The caller's own row: nobody revokes, demotes or hands the event to themselves here. */
  mine?: boolean;
  onAction: (action: MemberAction) => void;
}

/** One member: who, role, state, e-mail, last active, contests; change, revoke and hand over by the caller's permissions. */
export function MemberRow({ member, contests, myRole, mine = false, onAction }: MemberRowProps) {
  const title = memberTitle(member);
  const editable = !mine && member.role !== 'owner' && member.status !== 'revoked' && can(myRole, 'team.manage');
  // Only to an active co-organiser: a mis-tap must not hand the event to a desk volunteer.
  const transferable = !mine && member.role === 'co-organiser' && member.status === 'active' && can(myRole, 'event.transfer');
  const held = member.role === 'contest' ? contestsText(member.contestIds, contests) : '';
  return (
    <li className={`${styles.member} ${member.status === 'revoked' ? styles.revoked : ''}`}>
      <span className={`${panel.entryText} ${styles.who}`}>
        <strong>{title}</strong>
        <span className={styles.meta}>
          {[member.displayName ? member.email : null, `Last active ${mine ? 'Now' : lastActiveText(member.lastActiveAt)}`].filter(Boolean).join(' · ')}
        </span>
        {held && <span className={styles.meta}>Contests: {held}</span>}
      </span>
      <span className={styles.role}>{eventRoleLabels[member.role]}</span>
      <span className={`${styles.status} ${styles[member.status]}`}>{eventMemberStatusLabels[member.status]}</span>
      <span className={styles.actions}>
        {editable && (
          <Button size="small" onClick={() => onAction('change')} aria-label={`Change the role of ${title}`}>
            Change role
          </Button>
        )}
        {transferable && (
          <Button size="small" onClick={() => onAction('transfer')} aria-label={`Make ${title} the owner`}>
            Make owner
          </Button>
        )}
        {editable && (
          <Button size="small" danger onClick={() => onAction('revoke')} aria-label={`Revoke ${title}`}>
            Revoke
          </Button>
        )}
      </span>
    </li>
  );
}
