import { useInviteEventMember } from '@fairway/api-client';
import type { EventInvitation } from '@fairway/contracts/event-team';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormField } from '../../../shared/components/form-field';
import { InvitationShown } from './invitation-shown';
import { type RoleChoice, RoleFields } from './role-fields';
import styles from './team-tab.module.css';

interface InviteDialogProps {
  tournamentId: string;
  contests: ReadonlyArray<{ id: string; hole: number; title: string }>;
  onClose: () => void;
}

type Delivery = 'email' | 'link';

/** Invite by e-mail (mailed) or make a link to share by hand; either way its link, code and QR are shown once. */
export function InviteDialog({ tournamentId, contests, onClose }: InviteDialogProps) {
  const invite = useInviteEventMember();
  const [choice, setChoice] = useState<RoleChoice>({ role: 'check-in', contestIds: [] });
  const [delivery, setDelivery] = useState<Delivery>('email');
  const [email, setEmail] = useState('');
  const [made, setMade] = useState<EventInvitation | null>(null);

  if (made) return <InvitationShown invitation={made} onClose={onClose} />;

  const send = () => {
    const contestIds = choice.role === 'contest' ? choice.contestIds : [];
    const address = email.trim();
    invite.mutate({ tournamentId, invite: { role: choice.role, contestIds, ...(delivery === 'email' ? { email: address } : {}) } }, { onSuccess: setMade });
  };

  return (
    <FormDialog
      title="Invite to the event team"
      actionLabel={delivery === 'email' ? 'Send invitation' : 'Make link'}
      busy={invite.isPending}
      onAction={send}
      onClose={onClose}
    >
      <div className={styles.form}>
        <RoleFields value={choice} onChange={setChoice} contests={contests} />
        <fieldset className={styles.delivery}>
          <legend>How</legend>
          <label>
            <input type="radio" name="delivery" checked={delivery === 'email'} onChange={() => setDelivery('email')} /> By e-mail
          </label>
          <label>
            <input type="radio" name="delivery" checked={delivery === 'link'} onChange={() => setDelivery('link')} /> Share a link
          </label>
        </fieldset>
        {delivery === 'email' ? (
          <FormField label="E-mail" hint="We e-mail them the invitation; they sign in with this address or any other.">
            {(control) => <Input {...control} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />}
          </FormField>
        ) : (
          <p className={styles.meta}>Anyone with the link or code can accept it once: give it to one person.</p>
        )}
        <FailureAlert text={invite.failureText} />
      </div>
    </FormDialog>
  );
}
