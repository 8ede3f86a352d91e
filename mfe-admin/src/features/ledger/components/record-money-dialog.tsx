import { newIdempotencyKey, useRecordLedgerEntry, useTeams } from '@fairway/api-client';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { CheckBox } from '../../../shared/components/check-box';
import { useState } from 'react';
import { Input, Modal } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { kindLabels, methodLabels, optionsOf, usd } from '../../../shared/model/money';
import { emptyRecordMoneyForm, type RecordMoneyErrors, type RecordMoneyForm } from '../model/record-money';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './ledger-panel.module.css';
import list from '../../../shared/components/amount-list.module.css';
import { DraftForm } from '../../../shared/components/draft-form';

/** Money taken at the desk: recorded once even when the organiser presses Record again after a lost reply. */
export function RecordMoneyDialog({ tournamentId, onClose }: { tournamentId: string; onClose: () => void }) {
  const record = useRecordLedgerEntry();
  const teams = useTeams(tournamentId);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [form, setForm] = useState<RecordMoneyForm>(emptyRecordMoneyForm);
  const [errors, setErrors] = useState<RecordMoneyErrors>({});
  const set = <K extends keyof RecordMoneyForm>(key: K, value: RecordMoneyForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const { recordMoneyRequest } = await import('../model/record-money-request');
    const outcome = recordMoneyRequest(form);
    if ('errors' in outcome) return setErrors(outcome.errors);
    setErrors({});
    record.mutate(
      { tournamentId, entry: outcome.request, idempotencyKey },
      {
        onSuccess: (entry) => {
          toast({ title: `${usd(entry.amount)} recorded`, variant: 'success' });
          onClose();
        },
      },
    );
  };

  const teamOptions = [{ value: '', label: 'No team' }, ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))];
  return (
    <Modal
      open
      title="Record money"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="record" type="primary" loading={record.isPending} onClick={() => void submit()}>
          Record
        </Button>,
      ]}
    >
      <DraftForm className={list.form} onSubmit={submit}>
        <div className={styles.pair}>
          <FormField label="Kind">
            {(control) => <NativeSelect {...control} value={form.kind} onChange={(kind) => set('kind', kind)} options={optionsOf(kindLabels)} />}
          </FormField>
          <FormField label="Amount ($)" hint="Dollars and cents, e.g. 25.50" error={errors.amount}>
            {(control) => <Input {...control} inputMode="decimal" value={form.amount} onChange={(event) => set('amount', event.target.value)} />}
          </FormField>
        </div>
        <FormField label="From" error={errors.donorName}>
          {(control) => (
            <Input
              {...control}
              value={form.anonymous ? '' : form.donorName}
              disabled={form.anonymous}
              onChange={(event) => set('donorName', event.target.value)}
            />
          )}
        </FormField>
        <CheckBox checked={form.anonymous} onChange={(checked) => set('anonymous', checked)}>
          Anonymous (no name on any screen)
        </CheckBox>
        <FormField label="E-mail (optional)" hint="Never shown publicly." error={errors.contactEmail}>
          {(control) => <Input {...control} type="email" value={form.contactEmail} onChange={(event) => set('contactEmail', event.target.value)} />}
        </FormField>
        <div className={styles.pair}>
          <FormField label="Method">
            {(control) => <NativeSelect {...control} value={form.method} onChange={(method) => set('method', method)} options={optionsOf(methodLabels)} />}
          </FormField>
          <FormField label="Team credited">
            {(control) => <NativeSelect {...control} value={form.teamId} onChange={(teamId) => set('teamId', teamId)} options={teamOptions} />}
          </FormField>
        </div>
        <FormField label="Note (organisers only)" error={errors.privateNote}>
          {(control) => <Input {...control} value={form.privateNote} onChange={(event) => set('privateNote', event.target.value)} />}
        </FormField>
        <FailureAlert text={record.failureText} />
        <button type="submit" hidden />
      </DraftForm>
    </Modal>
  );
}
