// By this path, so that the admin's jest config swaps in its light test inputs.
import { Input } from '../../shared/components/antd-parts';
import { FormField } from './form-field';

interface NamePriceForm {
  name: string;
  price: string;
}

interface NamePriceFieldsProps {
  form: NamePriceForm;
  errors: Partial<Record<keyof NamePriceForm, string>>;
  set: (key: keyof NamePriceForm, value: string) => void;
}

/** The Name and Price ($) fields every priced thing's form starts with (add-ons, registration products). */
export function NamePriceFields({ form, errors, set }: NamePriceFieldsProps) {
  return (
    <>
      <FormField label="Name" error={errors.name}>
        {(control) => <Input {...control} value={form.name} onChange={(event) => set('name', event.target.value)} />}
      </FormField>
      <FormField label="Price ($)" error={errors.price}>
        {(control) => <Input {...control} inputMode="decimal" value={form.price} onChange={(event) => set('price', event.target.value)} />}
      </FormField>
    </>
  );
}
