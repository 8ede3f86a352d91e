import { useChangeEventMember, useRevokeEventMember, useTransferOwnership } from '@fairway/api-client';
import type { EventMember, InvitableRole } from '@fairway/contracts/event-team';
import { eventRoleLabels } from '@fairway/contracts/event-team-texts';
import { useState } from 'react';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormDialog } from '../../../shared/components/form-dialog';
import { memberTitle } from '../model/event-team-text';
import type { MemberAction } from './member-row';
import { type RoleChoice, RoleFields } from './role-fields';
import styles from './team-tab.module.css';

interface MemberActionDialogProps {
  tournamentId: string;
  member: EventMember;
  action: MemberAction;
  contests: ReadonlyArray<{ id: string; hole: number; title: string }>;
  onClose: () => void;
}

/** Change a member's role, revoke it, or hand them ownership: each confirmed here, in force at their next request. */
export function MemberActionDialog({ tournamentId, member, action, contests, onClose }: MemberActionDialogProps) {
  const change = useChangeEventMember();
  const revoke = useRevokeEventMember();
  const transfer = useTransferOwnership();
  const [choice, setChoice] = useState<RoleChoice>({
    role: member.role === 'owner' ? 'co-organiser' : (member.role as InvitableRole),
    contestIds: member.contestIds,
  });
  const title = memberTitle(member);
  const done = { onSuccess: onClose };
  const memberId = member.id;

  if (action === 'change') {
    const save = () =>
      change.mutate({ tournamentId, memberId, change: { role: choice.role, ...(choice.role === 'contest' ? { contestIds: choice.contestIds } : {}) } }, done);
    return (
      <FormDialog title={`Change the role of ${title}`} actionLabel="Save role" busy={change.isPending} onAction={save} onClose={onClose}>
        <div className={styles.form}>
          <RoleFields value={choice} onChange={setChoice} contests={contests} />
          <FailureAlert text={change.failureText} />
        </div>
      </FormDialog>
    );
  }
  if (action === 'revoke') {
    return (
      <FormDialog
        title={`Revoke ${title}?`}
        actionLabel="Revoke"
        busy={revoke.isPending}
        onAction={() => revoke.mutate({ tournamentId, memberId }, done)}
        onClose={onClose}
      >
        <p className={styles.lead}>
          Their role as {eventRoleLabels[member.role]} ends at once: their next request is refused and their open page says so. Money and scores they recorded
          stay, with their name.
        </p>
        <FailureAlert text={revoke.failureText} />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title={`Make ${title} the owner?`}
      actionLabel="Hand ownership over"
      busy={transfer.isPending}
      onAction={() => transfer.mutate({ tournamentId, memberId }, done)}
      onClose={onClose}
    >
      <p className={styles.lead}>{title} becomes the event&apos;s owner, who alone may delete it or hand it on. You stay on the team as a co-organiser.</p>
      <FailureAlert text={transfer.failureText} />
    </FormDialog>
  );
}
