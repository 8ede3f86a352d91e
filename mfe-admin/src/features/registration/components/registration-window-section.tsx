import { useSaveRegistrationSettings } from '@fairway/api-client';
import type { RegistrationSettings, RegistrationStatus } from '@fairway/contracts/registration';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { CheckBox } from '../../../shared/components/check-box';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import panel from '../../../shared/components/panel.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { statusLabels } from '../model/registration-labels';
import { placesText } from '../model/registration-text';
import { type WindowForm, windowFormOf } from '../model/settings-forms';
import { RegistrationLink } from './registration-link';
import { Badge } from './state-badge';
import amounts from '../../../shared/components/amount-list.module.css';
import fields from '../../../shared/components/native-input.module.css';
import styles from './registration.module.css';

const statusColour: Record<RegistrationStatus, 'good' | 'waiting' | 'none'> = {
  open: 'good',
  full: 'waiting',
  'not-yet-open': 'waiting',
  closed: 'none',
  'not-open': 'none',
};

const feeText = ({ percent, fixedCents }: RegistrationSettings['fee']) => `${percent}% + ${fixedCents}¢`;

/** Whether registration is open and when, the field's size in teams, how long a waitlist offer lasts, the fee option. */
export function RegistrationWindowSection({ tournamentId, settings }: { tournamentId: string; settings: RegistrationSettings }) {
  const save = useSaveRegistrationSettings();
  const draft = useDraftForm<WindowForm>(windowFormOf(settings));
  const { form, errors, set } = draft;

  const submit = async () => {
    const { windowRequest } = await import('../model/settings-requests');
    draft.send(windowRequest(form, settings), (request) =>
      save.mutate(
        { tournamentId, settings: request },
        { onSuccess: (saved) => toast({ title: saved.open ? 'Registration is open' : 'Registration settings saved', variant: 'success' }) },
      ),
    );
  };

  return (
    <section className={panel.section} aria-labelledby="registration-heading">
      <h3 id="registration-heading" className={panel.sectionHeading}>
        Registration
      </h3>
      <div className={styles.status}>
        <Badge text={statusLabels[settings.status]} colour={statusColour[settings.status]} />
        <span className={amounts.meta}>{placesText(settings.places)}</span>
      </div>
      {!settings.onlinePayment && (
        <p role="status" className={styles.warning}>
          Online payment unavailable: the desk can still record cash and cheques
        </p>
      )}
      <RegistrationLink tournamentId={tournamentId} open={settings.status === 'open' || settings.status === 'full'} />
      <DraftForm className={styles.addForm} aria-label="Registration settings" onSubmit={submit}>
        <CheckBox className={`${styles.wide} ${styles.check}`} checked={form.open} onChange={(open) => set('open', open)}>
          Registration open (between the dates below, when given)
        </CheckBox>
        <FormField label="Opens" hint="Blank: as soon as it is open" error={errors.opensAt}>
          {(control) => (
            <input
              {...control}
              className={fields.dateTime}
              type="datetime-local"
              value={form.opensAt}
              onChange={(event) => set('opensAt', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Closes" hint="Blank: until the day" error={errors.closesAt}>
          {(control) => (
            <input
              {...control}
              className={fields.dateTime}
              type="datetime-local"
              value={form.closesAt}
              onChange={(event) => set('closesAt', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Capacity (teams)" hint="Four single players take one place" error={errors.capacityTeams}>
          {(control) => <Input {...control} inputMode="numeric" value={form.capacityTeams} onChange={(event) => set('capacityTeams', event.target.value)} />}
        </FormField>
        <FormField label="Waitlist offer (hours)" hint="How long a freed place is kept for the next in line" error={errors.waitlistOfferHours}>
          {(control) => (
            <Input {...control} inputMode="numeric" value={form.waitlistOfferHours} onChange={(event) => set('waitlistOfferHours', event.target.value)} />
          )}
        </FormField>
        <CheckBox className={styles.wide} checked={form.payerCoversFee} onChange={(covers) => set('payerCoversFee', covers)}>
          Let the payer cover the card processing fee ({feeText(settings.fee)})
        </CheckBox>
        <Button htmlType="submit" type="primary" loading={save.isPending} className={styles.submit}>
          Save settings
        </Button>
      </DraftForm>
      <FailureAlert text={save.failureText} />
    </section>
  );
}
