import { tournamentsPath, updateTournament } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import { type Tournament, updateTournamentInput } from '@fairway/contracts/tournament';
import { toast } from '@fairway/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { NativeSelect } from '../../../components/native-select';
import { failureText, formatOptions, statusOptions, timeZoneOptions } from '../../../model/tournament-options';
import styles from './admin-dialog.module.css';
import fields from './tournament-tab.module.css';

interface EditValues {
  name: string;
  format: Tournament['format'];
  status: Tournament['status'];
  timeZone: string;
}

/** Edit Tournament: name, format, status (any to any) and venue time zone; stays open when saving fails. */
export function TournamentEditForm({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EditValues>({ name: tournament.name, format: tournament.format, status: tournament.status, timeZone: tournament.timeZone ?? 'UTC' });
  const [errors, setErrors] = useState<Partial<Record<keyof EditValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof EditValues>(field: K) => (value: EditValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateTournamentInput.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await updateTournament(tournament.id, parsed.data);
      toast({ ...messages.tournament.updated, variant: 'success' });
      onDone();
      await queryClient.invalidateQueries({ queryKey: [tournamentsPath] });
    } catch (error) {
      toast({ title: failureText(error, messages.tournament.saveFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form name="edit-tournament" className={styles.body} onSubmit={(event) => void save(event)} noValidate>
      <div className={fields.field}>
        <label htmlFor="edit-tournament-name">Tournament Name</label>
        <Input id="edit-tournament-name" value={values.name} status={errors.name ? 'error' : undefined} onChange={(event) => set('name')(event.target.value)} />
        {errors.name && <span className={fields.error}>{errors.name}</span>}
      </div>
      <div className={fields.field}>
        <label htmlFor="edit-tournament-format">Tournament Format</label>
        <NativeSelect id="edit-tournament-format" value={values.format} options={formatOptions} onChange={set('format')} />
      </div>
      <div className={fields.field}>
        <label htmlFor="edit-tournament-status">Status</label>
        <NativeSelect id="edit-tournament-status" value={values.status} options={statusOptions} onChange={set('status')} />
      </div>
      <div className={fields.field}>
        <label htmlFor="edit-tournament-zone">Venue Time Zone</label>
        <NativeSelect id="edit-tournament-zone" value={values.timeZone} options={timeZoneOptions} onChange={set('timeZone')} aria-describedby="edit-tournament-zone-hint" />
        <p id="edit-tournament-zone-hint" className={fields.hint}>
          The tournament&apos;s day (today, active, past) is the date in this zone.
        </p>
        {errors.timeZone && <span className={fields.error}>{errors.timeZone}</span>}
      </div>
      <div className={styles.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
