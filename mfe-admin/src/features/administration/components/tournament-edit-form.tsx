import { useUpdateTournament } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import type { Tournament } from '@fairway/contracts/tournament';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { fieldErrors } from '../../../shared/model/field-errors';
import { toastFailure } from '../../../shared/model/toast-failure';
import { formatOptions, statusOptions, timeZoneOptions } from '../../../shared/model/tournament-options';
import panel from '../../../shared/components/panel.module.css';
import styles from './admin-dialog.module.css';
import { DraftForm } from '../../../shared/components/draft-form';

interface EditValues {
  name: string;
  format: Tournament['format'];
  status: Tournament['status'];
  timeZone: string;
}

/** Edit Tournament: name, format, status (any to any) and venue time zone; stays open when saving fails. */
export function TournamentEditForm({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const update = useUpdateTournament(toastFailure());
  const { form, errors, set, send } = useDraftForm<EditValues>({
    name: tournament.name,
    format: tournament.format,
    status: tournament.status,
    timeZone: tournament.timeZone ?? 'UTC',
  });

  const save = async () => {
    const { updateTournamentInput } = await import('@fairway/contracts/tournament');
    const parsed = updateTournamentInput.safeParse(form);
    const onSuccess = () => {
      toast({ ...messages.tournament.updated, variant: 'success' });
      onDone();
    };
    send(parsed.success ? { request: parsed.data } : { errors: fieldErrors(form, parsed.error.issues) }, (changes) =>
      update.mutate({ id: tournament.id, changes }, { onSuccess }),
    );
  };

  return (
    <DraftForm className={styles.body} aria-label="Edit Tournament" onSubmit={save}>
      <FormField label="Tournament Name" error={errors.name}>
        {(control) => <Input {...control} value={form.name} onChange={(event) => set('name', event.target.value)} />}
      </FormField>
      <FormField label="Tournament Format" error={errors.format}>
        {(control) => <NativeSelect {...control} value={form.format} onChange={(format) => set('format', format)} options={formatOptions} />}
      </FormField>
      <FormField label="Status" error={errors.status}>
        {(control) => <NativeSelect {...control} value={form.status} onChange={(status) => set('status', status)} options={statusOptions} />}
      </FormField>
      <FormField label="Venue Time Zone" hint="The tournament's day (today, active, past) is the date in this zone." error={errors.timeZone}>
        {(control) => <NativeSelect {...control} value={form.timeZone} onChange={(zone) => set('timeZone', zone)} options={timeZoneOptions} />}
      </FormField>
      <div className={panel.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </DraftForm>
  );
}
