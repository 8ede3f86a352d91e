import { errorText, useInvitePreviousField, usePreviousFieldInvite } from '@fairway/api-client';
import type { Tournament } from '@fairway/contracts/tournament';
import { toast } from '@fairway/ui/toast';
import { FormDialog } from '../../../shared/components/form-dialog';
import { toastFailure } from '../../../shared/model/toast-failure';
import styles from './clone-event-dialog.module.css';

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** Invite Last Year's Players: how many the invitation reaches (asked when opened), then Send Invitations and how many went. */
export function InvitePreviousFieldDialog({ tournament, onClose }: { tournament: Tournament; onClose: () => void }) {
  const preview = usePreviousFieldInvite(tournament.id, true);
  const invite = useInvitePreviousField(toastFailure());

  const send = () =>
    invite.mutate(tournament.id, {
      onSuccess: ({ queued }) => {
        toast({
          title: queued === 0 ? 'No new invitations to send' : `Invitations sent to ${people(queued)}`,
          description: queued === 0 ? 'Everyone from last year has been invited already.' : `Each has a link to register for ${tournament.name}.`,
          variant: 'success',
        });
        onClose();
      },
    });

  const note = preview.isPending
    ? 'Counting last year’s players and donors…'
    : preview.isError
      ? errorText(preview.error, 'Failed to count last year’s players')
      : preview.data.count === 0
        ? `Everyone from ${preview.data.previousEventName} with an e-mail address has been invited already or has unsubscribed.`
        : `${people(preview.data.count)} from ${preview.data.previousEventName} will be e-mailed an invitation to register for ${tournament.name}, each once, with a link to unsubscribe.`;

  return (
    <FormDialog title="Invite Last Year's Players" actionLabel="Send Invitations" busy={invite.isPending} onAction={send} onClose={onClose}>
      <p className={styles.note} role="status">
        {note}
      </p>
    </FormDialog>
  );
}
