import type { ProductKind } from '@fairway/contracts/registration';
import { Input } from '../../../shared/components/antd-parts';
import type { FieldErrors } from '../../../shared/model/field-errors';
import { FormField } from '../../../shared/components/form-field';
import { NamePriceFields } from '../../../shared/components/name-price-fields';
import type { ProductEditForm } from '../model/product-form';

interface ProductFieldsProps {
  kind: ProductKind;
  form: ProductEditForm;
  errors: FieldErrors<ProductEditForm>;
  set: <K extends keyof ProductEditForm>(key: K, value: ProductEditForm[K]) => void;
}

/** A product's name, price, fair market value, limit per registration (add-ons) and description: adding or editing. */
export function ProductFields({ kind, form, errors, set }: ProductFieldsProps) {
  return (
    <>
      <NamePriceFields form={form} errors={errors} set={set} />
      <FormField label="Fair market value ($)" hint="What the buyer gets (golf, meals): not deductible. Blank: $0" error={errors.fairMarketValue}>
        {(control) => <Input {...control} inputMode="decimal" value={form.fairMarketValue} onChange={(event) => set('fairMarketValue', event.target.value)} />}
      </FormField>
      {kind === 'add-on' && (
        <FormField label="Most per registration" error={errors.maxPerOrder}>
          {(control) => <Input {...control} inputMode="numeric" value={form.maxPerOrder} onChange={(event) => set('maxPerOrder', event.target.value)} />}
        </FormField>
      )}
      <FormField label="Description (optional)" error={errors.description}>
        {(control) => <Input {...control} value={form.description} onChange={(event) => set('description', event.target.value)} />}
      </FormField>
    </>
  );
}
