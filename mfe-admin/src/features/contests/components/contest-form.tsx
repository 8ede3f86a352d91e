import { useCreateContest, useUpdateContest } from '@fairway/api-client';
import type { Contest } from '@fairway/contracts/contest';
import { useId, useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { NativeSelect } from '../../../shared/components/native-select';
import { type ContestFormField, type ContestFormValues, competitorOptions, contestFormValues, contestKindOptions, contestRequest } from '../model/contest-form';
import form from '../../../shared/components/settings-form.module.css';
import { FormActions } from '../../../shared/components/form-actions';
import { DraftForm } from '../../../shared/components/draft-form';
import { FormField } from '../../../shared/components/form-field';

/** Marks a hole with a contest, or changes one; closes when saved. */
export function ContestForm({ tournamentId, contest, onDone }: { tournamentId: string; contest?: Contest; onDone: () => void }) {
  const create = useCreateContest(tournamentId);
  const update = useUpdateContest(tournamentId);
  const save = contest ? update : create;
  const id = useId();
  const [values, setValues] = useState<ContestFormValues>(() => contestFormValues(contest));
  const [errors, setErrors] = useState<Partial<Record<ContestFormField, string>>>({});
  const set = <K extends ContestFormField>(field: K, value: ContestFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const request = contestRequest(values);
    if ('errors' in request) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    const done = { onSuccess: onDone };
    if (contest) update.mutate({ contestId: contest.id, input: request.input }, done);
    else create.mutate(request.input, done);
  };

  const text = (field: 'hole' | 'divisions' | 'sponsorName' | 'prize' | 'minYardage', label: string, hint?: string, inputMode?: 'numeric') => (
    <FormField label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          value={values[field]}
          inputMode={inputMode}
          status={errors[field] ? 'error' : undefined}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <DraftForm className={form.form} aria-label={contest ? `Edit ${contest.title}, hole ${contest.hole}` : 'New contest'} onSubmit={submit}>
      <div className={form.fields}>
        <div className={form.field}>
          <label htmlFor={`${id}-kind`}>Contest</label>
          <NativeSelect id={`${id}-kind`} value={values.kind} options={contestKindOptions} onChange={(kind) => set('kind', kind)} />
        </div>
        {text('hole', 'Hole', undefined, 'numeric')}
        {text('divisions', 'Divisions', 'Separated by commas, e.g. Men, Women')}
        <div className={form.field}>
          <label htmlFor={`${id}-competitor`}>Who competes</label>
          <NativeSelect
            id={`${id}-competitor`}
            value={values.competitor}
            options={competitorOptions}
            onChange={(competitor) => set('competitor', competitor)}
          />
        </div>
        {text('sponsorName', 'Sponsor (optional)')}
        {text('prize', 'Prize (optional)')}
        {values.kind === 'hole-in-one' && text('minYardage', 'Minimum yardage', 'The hole must play at least this long', 'numeric')}
      </div>
      <label className={form.check}>
        <input type="checkbox" checked={values.playerEntriesAllowed} onChange={(event) => set('playerEntriesAllowed', event.target.checked)} />
        Players may enter their own measurement (unverified until a volunteer confirms it)
      </label>
      {values.kind === 'longest-drive' && (
        <label className={form.check}>
          <input type="checkbox" checked={values.measured} onChange={(event) => set('measured', event.target.checked)} />
          Measured in yards (otherwise the volunteer only moves the marker)
        </label>
      )}
      <FormActions failureText={save.failureText} pending={save.isPending} submitLabel={contest ? 'Save Contest' : 'Add Contest'} onCancel={onDone} />
    </DraftForm>
  );
}
