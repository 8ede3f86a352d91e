import type { Course } from '@fairway/contracts/course';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { limits } from '@fairway/contracts/limits';
import { Button, type InputProps } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { DraftForm } from '../../../shared/components/draft-form';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { formatOptions } from '../../../shared/model/tournament-options';
import type { CreateTournamentFields, FieldErrors } from '../model/create-tournament-request';
import styles from './create-tournament-form.module.css';

type Values = Required<Omit<CreateTournamentFields, 'charityGoal'>> & { charityGoal: string };
type TextField = Exclude<keyof Values, 'format' | 'courseId'>;

const empty: Values = {
  name: '',
  date: '',
  courseId: '',
  format: 'best-ball',
  charityName: '',
  charityGoal: String(limits.defaultCharityGoal),
  charityPaypalLink: '',
};

export interface CreateTournamentFormProps {
  courses: readonly Course[] | undefined;
  coursesLoading: boolean;
  pending: boolean;
  /** Resolves to the errors to show at each field, or null once the tournament exists. */
  onSubmit: (fields: CreateTournamentFields) => Promise<FieldErrors | null>;
  onCancel: () => void;
}

/** The admin's form recipe (docs/admin-forms.md); the dialog checks the values against the chosen course. */
export function CreateTournamentForm({ courses, coursesLoading, pending, onSubmit, onCancel }: CreateTournamentFormProps) {
  const { form, errors, set, send, reset } = useDraftForm<Values>(empty);
  const courseOptions = (courses ?? []).map((course) => ({ value: course.id, label: `${course.name} — ${course.location}` }));

  const submit = async () => {
    const refused = await onSubmit(form);
    if (refused === null) return reset();
    send({ errors: refused }, () => undefined);
  };

  const text = (field: TextField, label: string, props: InputProps = {}, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[field]}>
      {(control) => <Input {...control} autoComplete="off" {...props} value={form[field]} onChange={(event) => set(field, event.target.value)} />}
    </FormField>
  );

  return (
    <DraftForm className={styles.form} aria-label="Create Tournament" onSubmit={submit}>
      {text('name', 'Tournament Name', { placeholder: 'Spring Charity Classic' })}
      <div className={styles.row}>
        {text('date', 'Tournament Date', { type: 'date' })}
        <FormField label="Tournament Format" error={errors.format}>
          {(control) => <NativeSelect {...control} value={form.format} onChange={(format) => set('format', format)} options={formatOptions} />}
        </FormField>
      </div>
      <FormField
        label="Golf Course"
        hint="Course not listed? Email its scorecard to whoever runs this Fairway Fund site and ask them to add it."
        error={errors.courseId}
      >
        {(control) => (
          <NativeSelect
            {...control}
            placeholder={coursesLoading ? 'Loading courses...' : 'Choose a course'}
            value={form.courseId || undefined}
            onChange={(courseId) => set('courseId', courseId)}
            options={courseOptions}
          />
        )}
      </FormField>
      {text('charityName', 'Charity Name', { placeholder: 'Junior Golf Foundation' })}
      <div className={styles.row}>
        {text('charityGoal', 'Charity Goal', { prefix: '$', inputMode: 'numeric' }, fundraisingMessages.charityGoalHint)}
        {text('charityPaypalLink', 'Charity PayPal Link (optional)', { placeholder: 'https://paypal.me/yourcharity', inputMode: 'url' })}
      </div>
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={pending}>
          {pending ? 'Creating...' : 'Create Tournament'}
        </Button>
      </div>
    </DraftForm>
  );
}
