import { useSaveSkinsSettings } from '@fairway/api-client';
import type { SkinsSettingsResponse } from '@fairway/contracts/skins';
import { toast } from '@fairway/ui/toast';
import { useId, useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { NativeSelect } from '../../../shared/components/native-select';
import { basisOptions, type SkinsFormField, type SkinsFormValues, skinsFormValues, skinsRequest, unitOptions, validationOptions } from '../model/skins-form';
import form from '../../../shared/components/settings-form.module.css';
import { FormActions } from '../../../shared/components/form-actions';
import { DraftForm } from '../../../shared/components/draft-form';
import { FormField } from '../../../shared/components/form-field';

/** Gross/net, per player or team, validation, entry fee, share donated, carryover; closes once saved. */
export function SkinsSettingsForm({ tournamentId, saved, onDone }: { tournamentId: string; saved: SkinsSettingsResponse | null; onDone: () => void }) {
  const save = useSaveSkinsSettings(tournamentId);
  const id = useId();
  const [values, setValues] = useState(() => skinsFormValues(saved));
  const [errors, setErrors] = useState<Partial<Record<SkinsFormField, string>>>({});
  const set = <K extends SkinsFormField>(field: K, value: SkinsFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const request = await skinsRequest(values);
    setErrors('errors' in request ? request.errors : {});
    if ('input' in request)
      save.mutate(request.input, {
        onSuccess: () => {
          toast({ title: 'Skins settings saved', variant: 'success' });
          onDone();
        },
      });
  };

  const money = (field: 'entryFee' | 'donatedPercent', label: string) => (
    <FormField label={label} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          value={values[field]}
          inputMode="decimal"
          status={errors[field] ? 'error' : undefined}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <DraftForm className={form.form} aria-label="Skins settings" onSubmit={submit}>
      <div className={form.fields}>
        <div className={form.field}>
          <label htmlFor={`${id}-basis`}>Scores</label>
          <NativeSelect id={`${id}-basis`} value={values.basis} options={basisOptions} onChange={(basis) => set('basis', basis)} />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-unit`}>Played</label>
          <NativeSelect id={`${id}-unit`} value={values.unit} options={unitOptions} onChange={(unit) => set('unit', unit)} />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-validation`}>Validation</label>
          <NativeSelect
            id={`${id}-validation`}
            value={values.validation}
            options={validationOptions}
            onChange={(validation) => set('validation', validation)}
          />
        </div>
        {money('entryFee', 'Entry fee ($)')}
        {money('donatedPercent', 'Share donated (%)')}
      </div>
      <label className={form.check}>
        <input type="checkbox" checked={values.carryover} onChange={(event) => set('carryover', event.target.checked)} />
        Carryover: a tied hole's skin goes to the next hole
      </label>
      <FormActions failureText={save.failureText} pending={save.isPending} submitLabel="Save Skins" onCancel={onDone} />
    </DraftForm>
  );
}
