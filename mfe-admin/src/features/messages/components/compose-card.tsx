import { usePreviewFieldMessage, useSendFieldMessage, useTeams } from '@fairway/api-client';
import { fieldMessageLimits } from '@fairway/contracts/field-message';
import { Button } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { CheckBox } from '../../../shared/components/check-box';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import fields from '../../../shared/components/native-input.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { type ComposeForm, audienceOptions, composeRequest, emptyComposeForm } from '../model/compose-form';
import { previewReach } from '../model/message-text';
import { MessagePreview } from './message-preview';
import styles from './messages.module.css';

const count = new Intl.NumberFormat('en-US');

/** Write to the field: who, subject and message, a preview of the e-mail and who it reaches, then Send (confirmed). */
export function ComposeCard({ tournamentId }: { tournamentId: string }) {
  const teams = useTeams(tournamentId);
  const preview = usePreviewFieldMessage();
  const send = useSendFieldMessage();
  const { form, errors, set, send: check, saved } = useDraftForm<ComposeForm>(emptyComposeForm);
  const [confirming, setConfirming] = useState(false);
  const edit = <K extends keyof ComposeForm>(key: K, value: ComposeForm[K]) => {
    set(key, value);
    preview.reset();
  };
  const showPreview = () => check(composeRequest(form), (message) => preview.mutate({ tournamentId, message }));
  const askToSend = () => check(composeRequest(form), () => setConfirming(true));
  const sendNow = () =>
    check(composeRequest(form), (message) =>
      send.mutate(
        { tournamentId, message },
        {
          onSuccess: () => {
            saved('Message sent');
            preview.reset();
          },
          onSettled: () => setConfirming(false),
        },
      ),
    );
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));

  return (
    <section className={panel.section} aria-labelledby="compose-heading">
      <h3 id="compose-heading" className={panel.sectionHeading}>
        Write to the field
      </h3>
      <p className={panel.muted}>An e-mail to the players you choose; it can also show at the top of their scorecards.</p>
      <DraftForm className={styles.form} aria-label="Message to the field" onSubmit={askToSend}>
        <FormField label="To">
          {(control) => <NativeSelect {...control} value={form.audience} options={audienceOptions} onChange={(value) => edit('audience', value)} />}
        </FormField>
        {form.audience === 'team' && (
          <FormField label="Team" error={errors.teamId}>
            {(control) => (
              <NativeSelect {...control} value={form.teamId} options={teamOptions} placeholder="Choose a team" onChange={(value) => edit('teamId', value)} />
            )}
          </FormField>
        )}
        <div className={styles.wide}>
          <FormField label="Subject" error={errors.subject}>
            {(control) => (
              <Input {...control} value={form.subject} maxLength={fieldMessageLimits.subjectMax} onChange={(event) => edit('subject', event.target.value)} />
            )}
          </FormField>
        </div>
        <div className={styles.wide}>
          <FormField label="Message" hint={`${count.format(form.body.length)} / ${count.format(fieldMessageLimits.bodyMax)} characters`} error={errors.body}>
            {(control) => (
              <textarea {...control} rows={6} className={fields.textarea} value={form.body} onChange={(event) => edit('body', event.target.value)} />
            )}
          </FormField>
        </div>
        <CheckBox className={styles.wide} checked={form.showOnScorecards} onChange={(checked) => edit('showOnScorecards', checked)}>
          {"Also show on players' scorecards"}
        </CheckBox>
        <div className={`${styles.wide} ${styles.actions}`}>
          <Button onClick={showPreview} loading={preview.isPending}>
            Preview
          </Button>
          <Button type="primary" htmlType="submit">
            Send
          </Button>
        </div>
        <div className={styles.wide}>
          <FailureAlert text={preview.failureText ?? send.failureText} />
        </div>
      </DraftForm>
      {preview.data && <MessagePreview preview={preview.data} onScorecards={form.showOnScorecards} />}
      {confirming && (
        <FormDialog title="Send this message?" actionLabel="Send" busy={send.isPending} onAction={sendNow} onClose={() => setConfirming(false)}>
          <p className={panel.muted}>
            {preview.data ? `${previewReach(preview.data, form.showOnScorecards)}.` : 'It goes out by e-mail at once to everyone in the audience.'} A message
            cannot be taken back once sent.
          </p>
        </FormDialog>
      )}
    </section>
  );
}
