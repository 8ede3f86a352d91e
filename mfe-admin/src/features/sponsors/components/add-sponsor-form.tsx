import { useCreateSponsor } from '@fairway/api-client';
import { Button } from 'antd';
import { CheckBox } from '../../../shared/components/check-box';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { Input } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { emptySponsorForm, type SponsorForm } from '../model/sponsor-forms';
import { SponsorTierField } from './sponsor-tier-field';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './sponsors-tab.module.css';
import { DraftForm } from '../../../shared/components/draft-form';

/** A new sponsor: name, tier, amount (the tier's price when blank), website, paid (then it is in the ledger). */
export function AddSponsorForm({ tournamentId }: { tournamentId: string }) {
  const create = useCreateSponsor();
  const { form, errors, set, send, saved } = useDraftForm<SponsorForm>(emptySponsorForm);

  const add = async () => {
    const { sponsorRequest } = await import('../model/sponsor-requests');
    send(sponsorRequest(form), (sponsor) => create.mutate({ tournamentId, sponsor }, { onSuccess: (added) => saved(`${added.name} added`) }));
  };

  return (
    <DraftForm className={styles.addForm} aria-label="Add a sponsor" onSubmit={add}>
      <FormField label="Sponsor name" error={errors.name}>
        {(control) => <Input {...control} value={form.name} onChange={(event) => set('name', event.target.value)} />}
      </FormField>
      <SponsorTierField tournamentId={tournamentId} value={form.tierId} error={errors.tierId} onChange={(tierId) => set('tierId', tierId)} />
      <FormField label="Amount ($)" hint="Blank: the tier's price" error={errors.amount}>
        {(control) => <Input {...control} inputMode="decimal" value={form.amount} onChange={(event) => set('amount', event.target.value)} />}
      </FormField>
      <FormField label="Website" error={errors.website}>
        {(control) => <Input {...control} type="url" placeholder="https://" value={form.website} onChange={(event) => set('website', event.target.value)} />}
      </FormField>
      <CheckBox checked={form.paid} onChange={(checked) => set('paid', checked)} className={styles.check}>
        Paid (records it in the ledger)
      </CheckBox>
      <Button htmlType="submit" type="primary" loading={create.isPending} className={styles.submit}>
        Add sponsor
      </Button>
      <FailureAlert text={create.failureText} />
    </DraftForm>
  );
}
