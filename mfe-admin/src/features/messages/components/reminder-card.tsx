import { useMessageReminder, useSaveMessageReminder, useSendReminderNow } from '@fairway/api-client';
import type { ReminderState } from '@fairway/contracts/field-message';
import { toast } from '@fairway/ui/toast';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { CheckBox } from '../../../shared/components/check-box';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormField } from '../../../shared/components/form-field';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { type ReminderForm, reminderFormOf, reminderRequest, reminderStatus } from '../model/reminder-form';
import styles from './messages.module.css';

/** The reminder before the day: on or off, how many days before and at what time, and "Send the reminder now". */
export function ReminderCard({ tournamentId }: { tournamentId: string }) {
  const reminder = useMessageReminder(tournamentId);
  return (
    <section className={panel.section} aria-labelledby="reminder-heading">
      <h3 id="reminder-heading" className={panel.sectionHeading}>
        Reminder
      </h3>
      <p className={panel.muted}>Each player gets the date, the course, their start and their team&apos;s QR code, with a calendar file.</p>
      {reminder.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {reminder.isError && <ReadFailure failure="Failed to load the reminder" error={reminder.error} onRetry={reminder.refetch} />}
      {reminder.data && <ReminderEditor key={reminder.dataUpdatedAt} tournamentId={tournamentId} state={reminder.data} />}
    </section>
  );
}

function ReminderEditor({ tournamentId, state }: { tournamentId: string; state: ReminderState }) {
  const save = useSaveMessageReminder();
  const sendNow = useSendReminderNow();
  const [confirming, setConfirming] = useState(false);
  const { form, errors, set, send } = useDraftForm<ReminderForm>(reminderFormOf(state));
  const submit = () =>
    send(reminderRequest(form), (settings) =>
      save.mutate({ tournamentId, settings }, { onSuccess: () => toast({ title: 'Reminder saved', variant: 'success' }) }),
    );
  const sendIt = () =>
    sendNow.mutate({ tournamentId }, { onSuccess: () => toast({ title: 'Reminder sent', variant: 'success' }), onSettled: () => setConfirming(false) });
  return (
    <>
      <p className={styles.status} role="status">
        {reminderStatus(state)}
      </p>
      <DraftForm className={styles.form} aria-label="Reminder" noValidate onSubmit={submit}>
        <CheckBox className={styles.wide} checked={form.enabled} onChange={(checked) => set('enabled', checked)}>
          Send the reminder by itself
        </CheckBox>
        <FormField label="Days before" hint="1 to 14" error={errors.daysBefore}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={14}
              inputMode="numeric"
              value={form.daysBefore}
              onChange={(event) => set('daysBefore', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Time" hint="The course's local time" error={errors.sendAt}>
          {(control) => <Input {...control} type="time" value={form.sendAt} onChange={(event) => set('sendAt', event.target.value)} />}
        </FormField>
        <div className={`${styles.wide} ${styles.actions}`}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save reminder
          </Button>
          <Button onClick={() => setConfirming(true)}>Send the reminder now</Button>
        </div>
        <div className={styles.wide}>
          <FailureAlert text={save.failureText ?? sendNow.failureText} />
        </div>
      </DraftForm>
      {confirming && (
        <FormDialog title="Send the reminder now?" actionLabel="Send now" busy={sendNow.isPending} onAction={sendIt} onClose={() => setConfirming(false)}>
          <p className={panel.muted}>Every player with an e-mail address who has not had it yet gets the reminder at once.</p>
        </FormDialog>
      )}
    </>
  );
}
