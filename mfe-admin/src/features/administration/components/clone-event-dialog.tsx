import { useCloneTournament } from '@fairway/api-client';
import { adminPagePath } from '@fairway/contracts/remotes';
import type { Tournament } from '@fairway/contracts/tournament';
import { toast } from '@fairway/ui/toast';
import { useNavigate } from '@fairway/ui/router';
import { useState } from 'react';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormField } from '../../../shared/components/form-field';
import { toastFailure } from '../../../shared/model/toast-failure';
import styles from './clone-event-dialog.module.css';

/** The same day next year ('2027-02-29' is no day: the 28th). */
export function sameDayNextYear(date: string): string {
  const next = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return next.endsWith('-02-29') ? next.replace(/-29$/, '-28') : next;
}

/** Clone for Next Year: a name and a date; the new event keeps the settings, not the people, scores or money, and opens once made. */
export function CloneEventDialog({ tournament, onClose }: { tournament: Tournament; onClose: () => void }) {
  const clone = useCloneTournament(toastFailure());
  const navigate = useNavigate();
  const [name, setName] = useState(tournament.name);
  const [date, setDate] = useState(sameDayNextYear(tournament.date));
  const [errors, setErrors] = useState<Partial<Record<'name' | 'date', string>>>({});

  const submit = async () => {
    const { cloneTournamentInput } = await import('@fairway/contracts/organisation');
    const parsed = cloneTournamentInput.safeParse({ name, date });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    clone.mutate(
      { tournamentId: tournament.id, clone: parsed.data },
      {
        onSuccess: (made) => {
          toast({ title: `${made.name} is ready`, description: 'Its settings came over; open its registration when you are ready.', variant: 'success' });
          onClose();
          navigate(adminPagePath(made.id));
        },
      },
    );
  };

  return (
    <FormDialog title="Clone for Next Year" actionLabel="Clone Event" busy={clone.isPending} onAction={() => void submit()} onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.note}>
          Comes over: the course, format and allowances, add-ons, sponsor tiers, contests and skins, registration products and questions (closed until you open
          it). Not the teams, scores, money or sponsors.
        </p>
        <FormField label="Name" error={errors.name}>
          {(control) => <input {...control} className={styles.input} value={name} onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <FormField label="Date" error={errors.date}>
          {(control) => <input {...control} className={styles.input} type="date" value={date} onChange={(event) => setDate(event.target.value)} />}
        </FormField>
      </div>
    </FormDialog>
  );
}
