import { useCreatePromoCode, useDeletePromoCode, useUpdatePromoCode } from '@fairway/api-client';
import type { PromoCode } from '@fairway/contracts/registration';
import { Button } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import fields from '../../../shared/components/native-input.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { optionsOf } from '../../../shared/model/money';
import { emptyPromoForm, type PromoForm, promoKindLabels, promoText } from '../model/promo-form';
import styles from './registration.module.css';
import { SwitchableRow } from './switchable-row';

/** Codes that take an amount or a percentage off the entries, with how often each was used. */
export function PromoCodesSection({ tournamentId, promoCodes }: { tournamentId: string; promoCodes: readonly PromoCode[] }) {
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const remove = useDeletePromoCode();
  const draft = useDraftForm<PromoForm>(emptyPromoForm);
  const { form, errors, set } = draft;

  const add = async () => {
    const { promoRequest } = await import('../model/promo-request');
    draft.send(promoRequest(form), (promo) => create.mutate({ tournamentId, promo }, { onSuccess: (added) => draft.saved(`Promo code ${added.code} added`) }));
  };

  return (
    <section className={panel.section} aria-labelledby="registration-promo-heading">
      <h3 id="registration-promo-heading" className={panel.sectionHeading}>
        Promo codes
      </h3>
      {promoCodes.length > 0 && (
        <ul className={panel.list} aria-label="Promo codes">
          {promoCodes.map((promo) => (
            <SwitchableRow
              key={promo.id}
              name={promo.code}
              offText="inactive"
              lines={[promoText(promo)]}
              active={promo.active}
              switchLabels={['Deactivate', 'Activate']}
              onSwitch={() => update.mutate({ tournamentId, promoId: promo.id, changes: { active: !promo.active } })}
              onDelete={promo.uses === 0 ? () => remove.mutate({ tournamentId, promoId: promo.id }) : null}
              busy={update.isPending || remove.isPending}
            />
          ))}
        </ul>
      )}
      <FailureAlert text={update.failureText ?? remove.failureText} />
      <DraftForm className={styles.addForm} aria-label="Add a promo code" onSubmit={add}>
        <FormField label="Code" error={errors.code}>
          {(control) => <Input {...control} value={form.code} onChange={(event) => set('code', event.target.value.toUpperCase())} />}
        </FormField>
        <FormField label="Takes off">
          {(control) => <NativeSelect {...control} value={form.kind} onChange={(kind) => set('kind', kind)} options={optionsOf(promoKindLabels)} />}
        </FormField>
        <FormField label={form.kind === 'amount' ? 'Amount ($)' : 'Percentage (%)'} error={errors.value}>
          {(control) => <Input {...control} inputMode="decimal" value={form.value} onChange={(event) => set('value', event.target.value)} />}
        </FormField>
        <FormField label="Uses" hint="Blank: no limit" error={errors.maxUses}>
          {(control) => <Input {...control} inputMode="numeric" value={form.maxUses} onChange={(event) => set('maxUses', event.target.value)} />}
        </FormField>
        <FormField label="Expires" hint="Blank: never" error={errors.expiresAt}>
          {(control) => (
            <input
              {...control}
              className={fields.dateTime}
              type="datetime-local"
              value={form.expiresAt}
              onChange={(event) => set('expiresAt', event.target.value)}
            />
          )}
        </FormField>
        <Button htmlType="submit" type="primary" loading={create.isPending} className={styles.submit}>
          Add promo code
        </Button>
      </DraftForm>
      <FailureAlert text={create.failureText} />
    </section>
  );
}
