import { useCreateSponsorTier, useDeleteSponsorTier, useSponsorTiers } from '@fairway/api-client';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { Button } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { usd } from '../../../shared/model/money';
import { emptyTierForm, type TierForm } from '../model/sponsor-forms';
import panel from '../../../shared/components/panel.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './sponsors-tab.module.css';
import { DraftForm } from '../../../shared/components/draft-form';

/** The tiers sponsors buy into: name, price, places taken of how many, and what they get. */
export function TiersSection({ tournamentId }: { tournamentId: string }) {
  const tiers = useSponsorTiers(tournamentId);
  const create = useCreateSponsorTier();
  const remove = useDeleteSponsorTier();
  const draft = useDraftForm<TierForm>(emptyTierForm);
  const { form, errors, set } = draft;

  const add = async () => {
    const { tierRequest } = await import('../model/sponsor-requests');
    draft.send(tierRequest(form), (tier) => create.mutate({ tournamentId, tier }, { onSuccess: (added) => draft.saved(`Tier ${added.name} added`) }));
  };

  return (
    <section className={panel.section} aria-labelledby="tiers-heading">
      <h3 id="tiers-heading" className={panel.sectionHeading}>
        Sponsor tiers
      </h3>
      {tiers.data && tiers.data.length > 0 && (
        <ul className={panel.list} aria-label="Sponsor tiers">
          {tiers.data.map((tier) => (
            <li key={tier.id} className={styles.row}>
              <span className={panel.entryText}>
                <strong>{tier.name}</strong>
                <span className={styles.meta}>
                  {usd(tier.price)} · {tier.slots === null ? `${tier.taken} taken, no limit` : `${tier.taken} of ${tier.slots} taken`}
                </span>
                {tier.benefits && <span className={styles.meta}>{tier.benefits}</span>}
              </span>
              <Button
                size="small"
                danger
                disabled={remove.isPending}
                onClick={() => remove.mutate({ tournamentId, tierId: tier.id })}
                aria-label={`Delete tier ${tier.name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert text={remove.failureText} />
      <DraftForm className={styles.addForm} aria-label="Add a tier" onSubmit={add}>
        <FormField label="Tier name" error={errors.name}>
          {(control) => <Input {...control} value={form.name} onChange={(event) => set('name', event.target.value)} />}
        </FormField>
        <FormField label="Price ($)" error={errors.price}>
          {(control) => <Input {...control} inputMode="decimal" value={form.price} onChange={(event) => set('price', event.target.value)} />}
        </FormField>
        <FormField label="How many" hint={fundraisingMessages.blankNoLimit} error={errors.slots}>
          {(control) => <Input {...control} inputMode="numeric" value={form.slots} onChange={(event) => set('slots', event.target.value)} />}
        </FormField>
        <FormField label="Benefits" error={errors.benefits}>
          {(control) => <Input {...control} value={form.benefits} onChange={(event) => set('benefits', event.target.value)} />}
        </FormField>
        <Button htmlType="submit" type="primary" loading={create.isPending} className={styles.submit}>
          Add tier
        </Button>
      </DraftForm>
      <FailureAlert text={create.failureText} />
    </section>
  );
}
