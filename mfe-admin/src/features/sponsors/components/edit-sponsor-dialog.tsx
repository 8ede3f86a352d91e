import { useUpdateSponsor } from '@fairway/api-client';
import type { Sponsor } from '@fairway/contracts/sponsor';
import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormField } from '../../../shared/components/form-field';
import type { SponsorForm } from '../model/sponsor-forms';
import { SponsorTierField } from './sponsor-tier-field';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './sponsors-tab.module.css';

type EditForm = Omit<SponsorForm, 'paid'>;

/** Corrects a sponsor's name, tier, amount or website (the API keeps a paid sponsorship's amount). */
export function EditSponsorDialog({ tournamentId, sponsor, onClose }: { tournamentId: string; sponsor: Sponsor; onClose: () => void }) {
  const update = useUpdateSponsor();
  const [form, setForm] = useState<EditForm>({
    name: sponsor.name,
    tierId: sponsor.tierId ?? '',
    amount: sponsor.amount.toFixed(2),
    website: sponsor.website ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof EditForm, string>>>({});
  const set = (key: keyof EditForm, value: string) => setForm((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const { sponsorChanges } = await import('../model/sponsor-changes');
    const outcome = sponsorChanges(form);
    if ('errors' in outcome) return setErrors(outcome.errors);
    setErrors({});
    update.mutate(
      { tournamentId, sponsorId: sponsor.id, changes: outcome.changes },
      {
        onSuccess: (saved) => {
          toast({ title: `${saved.name} saved`, variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog title={`Edit ${sponsor.name}`} actionLabel="Save" busy={update.isPending} onAction={() => void save()} onClose={onClose}>
      <div className={styles.editForm}>
        <FormField label="Sponsor name" error={errors.name}>
          {(control) => <Input {...control} value={form.name} onChange={(event) => set('name', event.target.value)} />}
        </FormField>
        <SponsorTierField tournamentId={tournamentId} value={form.tierId} error={errors.tierId} onChange={(tierId) => set('tierId', tierId)} />
        <FormField label="Amount ($)" hint={sponsor.paid ? 'Mark it unpaid first to change the amount' : undefined} error={errors.amount}>
          {(control) => (
            <Input {...control} inputMode="decimal" disabled={sponsor.paid} value={form.amount} onChange={(event) => set('amount', event.target.value)} />
          )}
        </FormField>
        <FormField label="Website" error={errors.website}>
          {(control) => <Input {...control} type="url" placeholder="https://" value={form.website} onChange={(event) => set('website', event.target.value)} />}
        </FormField>
        <FailureAlert text={update.failureText} />
      </div>
    </FormDialog>
  );
}
