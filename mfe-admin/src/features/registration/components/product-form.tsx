import { useAddOns, useCreateRegistrationProduct, useSponsorTiers } from '@fairway/api-client';
import { Button } from 'antd';
import { CheckBox } from '../../../shared/components/check-box';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { optionsOf, usd } from '../../../shared/model/money';
import { emptyProductForm, type ProductForm, withProductKind, withSold } from '../model/product-form';
import { productKindLabels } from '../model/registration-labels';
import { ProductFields } from './product-fields';
import styles from './registration.module.css';

/** A new product: what it sells (an entry, a sponsor tier's place, an add-on), its price and fair market value. */
export function ProductForm({ tournamentId }: { tournamentId: string }) {
  const create = useCreateRegistrationProduct();
  const tiers = useSponsorTiers(tournamentId);
  const addOns = useAddOns(tournamentId);
  const draft = useDraftForm<ProductForm>(emptyProductForm);
  const { form, errors, set } = draft;
  const setForm = (next: ProductForm) => (Object.keys(next) as Array<keyof ProductForm>).forEach((key) => set(key, next[key]));

  const add = async () => {
    const { productRequest } = await import('../model/product-request');
    draft.send(productRequest(form), (product) => create.mutate({ tournamentId, product }, { onSuccess: (added) => draft.saved(`${added.name} is on sale`) }));
  };

  const sold = form.kind === 'sponsor-package' ? (tiers.data ?? []) : (addOns.data ?? []);
  const soldField = form.kind === 'sponsor-package' ? 'sponsorTierId' : 'addOnId';
  return (
    <>
      <DraftForm className={styles.addForm} aria-label="Add a product" onSubmit={add}>
        <FormField label="Kind">
          {(control) => (
            <NativeSelect {...control} value={form.kind} onChange={(kind) => setForm(withProductKind(form, kind))} options={optionsOf(productKindLabels)} />
          )}
        </FormField>
        {(form.kind === 'sponsor-package' || form.kind === 'add-on') && (
          <FormField
            label={form.kind === 'sponsor-package' ? 'Sponsor tier' : 'Add-on'}
            hint={sold.length === 0 ? `Add ${form.kind === 'sponsor-package' ? 'a tier on the Sponsors tab' : 'one on the Add-ons tab'} first` : undefined}
            error={errors[soldField]}
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={form[soldField]}
                placeholder="Choose"
                onChange={(id) =>
                  setForm(
                    withSold(
                      form,
                      sold.find((item) => item.id === id),
                    ),
                  )
                }
                options={sold.map((item) => ({ value: item.id, label: `${item.name} (${usd(item.price)})` }))}
              />
            )}
          </FormField>
        )}
        <ProductFields kind={form.kind} form={form} errors={errors} set={set} />
        {form.kind === 'sponsor-package' && (
          <CheckBox className={styles.check} checked={form.includesHole} onChange={(includesHole) => set('includesHole', includesHole)}>
            Includes a hole (the first free one)
          </CheckBox>
        )}
        <Button htmlType="submit" type="primary" loading={create.isPending} className={styles.submit}>
          Add product
        </Button>
      </DraftForm>
      <FailureAlert text={create.failureText} />
    </>
  );
}
