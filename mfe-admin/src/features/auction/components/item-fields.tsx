import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { Input } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import fields from '../../../shared/components/native-input.module.css';
import type { FieldErrors } from '../../../shared/model/field-errors';
import { optionsOf } from '../../../shared/model/money';
import { type ItemForm, incrementKindLabels } from '../model/item-form';
import styles from './auction.module.css';

interface ItemFieldsProps {
  form: ItemForm;
  errors: FieldErrors<ItemForm>;
  set: <K extends keyof ItemForm>(key: K, value: ItemForm[K]) => void;
}

type TextKey = { [K in keyof ItemForm]: ItemForm[K] extends string ? K : never }[keyof ItemForm];

/** Every field of an item but its photos: money in dollars, the increment rule by kind, the item's own hours. */
export function ItemFields({ form, errors, set }: ItemFieldsProps) {
  const text = (key: TextKey, label: string, hint?: string, money = false) => (
    <FormField label={label} hint={hint} error={errors[key]}>
      {(control) => (
        <Input
          {...control}
          inputMode={money ? 'decimal' : undefined}
          prefix={money ? '$' : undefined}
          value={form[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </FormField>
  );
  const time = (key: 'opensAt' | 'closesAt', label: string) => (
    <FormField label={label} hint={auctionAdminTexts.blankForAuctionHours} error={errors[key]}>
      {(control) => (
        <input {...control} type="datetime-local" className={fields.dateTime} value={form[key]} onChange={(event) => set(key, event.target.value)} />
      )}
    </FormField>
  );
  return (
    <div className={styles.form}>
      <div className={styles.wide}>{text('title', 'Title')}</div>
      <div className={styles.wide}>
        <FormField label="Description" error={errors.description}>
          {(control) => (
            <textarea {...control} className={fields.textarea} value={form.description} onChange={(event) => set('description', event.target.value)} />
          )}
        </FormField>
      </div>
      {text('donorName', 'Donor', 'Who gave it (shown to guests)')}
      {text('category', 'Category', 'e.g. Golf, Travel, Dining')}
      {text('fairMarketValue', 'Fair market value', 'For the receipt', true)}
      {text('startingBid', 'Starting bid', undefined, true)}
      <FormField label="Increment">
        {(control) => (
          <NativeSelect {...control} value={form.incrementKind} onChange={(kind) => set('incrementKind', kind)} options={optionsOf(incrementKindLabels)} />
        )}
      </FormField>
      {form.incrementKind === 'fixed' && text('incrementFixed', 'Increment amount', 'Each bid adds at least this', true)}
      {form.incrementKind === 'percent' && text('incrementPercent', 'Percent', 'Of the price, rounded up to a whole dollar')}
      {form.incrementKind === 'tiered' && (
        <div className={styles.wide}>
          <FormField label="Tiers" hint={auctionAdminTexts.tiersHint} error={errors.incrementTiers}>
            {(control) => (
              <textarea {...control} className={fields.textarea} value={form.incrementTiers} onChange={(event) => set('incrementTiers', event.target.value)} />
            )}
          </FormField>
        </div>
      )}
      {text('buyNow', 'Buy-now price', 'Blank: none', true)}
      {text('reserve', 'Reserve', 'Hidden; blank: none', true)}
      {text('quantity', 'Quantity', 'Several winners each pay one price')}
      {time('opensAt', 'Opens')}
      {time('closesAt', 'Closes')}
    </div>
  );
}
