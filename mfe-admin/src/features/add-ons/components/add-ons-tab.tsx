import { useAddOns, useCreateAddOn } from '@fairway/api-client';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { Button, Empty } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NamePriceFields } from '../../../shared/components/name-price-fields';
import { NativeSelect } from '../../../shared/components/native-select';
import { optionsOf, usd } from '../../../shared/model/money';
import { type AddOnForm, addOnKindLabels, emptyAddOnForm, newAddOnKindLabels } from '../model/add-on-form';
import { MulliganRulesSection } from './mulligan-rules-section';
import panel from '../../../shared/components/panel.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './add-ons.module.css';
import { DraftForm } from '../../../shared/components/draft-form';

const limitText = (limit: number | null, per: string) => (limit === null ? 'no limit' : `at most ${limit} per ${per}`);

/** What is sold on the day (sold at check-in), and the holes where mulligans cannot be used. */
export function AddOnsTab({ tournamentId }: { tournamentId: string }) {
  const addOns = useAddOns(tournamentId);
  const create = useCreateAddOn();
  const draft = useDraftForm<AddOnForm>(emptyAddOnForm);
  const { form, errors, set } = draft;

  const add = async () => {
    const { addOnRequest } = await import('../model/add-on-request');
    draft.send(addOnRequest(form), (addOn) => create.mutate({ tournamentId, addOn }, { onSuccess: (product) => draft.saved(`${product.name} is on sale`) }));
  };

  return (
    <div className={panel.sections}>
      <section className={panel.section} aria-labelledby="add-ons-heading">
        <h3 id="add-ons-heading" className={panel.sectionHeading}>
          Add-ons
        </h3>
        {addOns.data?.length === 0 && <Empty description="Nothing on sale yet: add a mulligan, a raffle ticket, a skins entry or a bundle." />}
        {addOns.data && addOns.data.length > 0 && (
          <ul className={panel.list} aria-label="Add-ons">
            {addOns.data.map((product) => (
              <li key={product.id} className={styles.row}>
                <strong>{product.name}</strong>
                <span className={styles.meta}>
                  {[
                    addOnKindLabels[product.kind],
                    usd(product.price),
                    limitText(product.limit, product.limitPer),
                    product.stock === null ? `${product.sold} sold` : `${product.sold} of ${product.stock} sold`,
                    product.kind === 'bundle' && product.mulligans > 0 ? `${product.mulligans} mulligans each` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
        <DraftForm className={styles.addForm} aria-label="Add an add-on" onSubmit={add}>
          <FormField label="Kind">
            {(control) => <NativeSelect {...control} value={form.kind} onChange={(kind) => set('kind', kind)} options={optionsOf(newAddOnKindLabels)} />}
          </FormField>
          <NamePriceFields form={form} errors={errors} set={set} />
          <FormField label="Limit counted per">
            {(control) => (
              <NativeSelect
                {...control}
                value={form.limitPer}
                onChange={(limitPer) => set('limitPer', limitPer)}
                options={[
                  { value: 'team', label: 'Team' },
                  { value: 'player', label: 'Player' },
                ]}
              />
            )}
          </FormField>
          <FormField label="Limit" hint={fundraisingMessages.blankNoLimit} error={errors.limit}>
            {(control) => <Input {...control} inputMode="numeric" value={form.limit} onChange={(event) => set('limit', event.target.value)} />}
          </FormField>
          <FormField label="Stock" hint={fundraisingMessages.blankNoLimit} error={errors.stock}>
            {(control) => <Input {...control} inputMode="numeric" value={form.stock} onChange={(event) => set('stock', event.target.value)} />}
          </FormField>
          {form.kind === 'bundle' && (
            <FormField label="Mulligans included" error={errors.mulligans}>
              {(control) => <Input {...control} inputMode="numeric" value={form.mulligans} onChange={(event) => set('mulligans', event.target.value)} />}
            </FormField>
          )}
          <Button htmlType="submit" type="primary" loading={create.isPending} className={styles.submit}>
            Add add-on
          </Button>
        </DraftForm>
        <FailureAlert text={create.failureText} />
      </section>
      <MulliganRulesSection tournamentId={tournamentId} />
    </div>
  );
}
