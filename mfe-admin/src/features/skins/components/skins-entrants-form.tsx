import { useSaveSkinsEntrants, useTeams } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import type { SkinsSettingsResponse } from '@fairway/contracts/skins';
import { toast } from '@fairway/ui/toast';
import { Button, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { CheckBox } from '../../../shared/components/check-box';
import { entrantChoices, entrantsPreview } from '../model/skins-entrants';
import panel from '../../../shared/components/panel.module.css';
import styles from './skins.module.css';
import form from '../../../shared/components/settings-form.module.css';
import { FormActions } from '../../../shared/components/form-actions';
import { ReadFailure } from '../../../shared/components/read-failure';
import { DraftForm } from '../../../shared/components/draft-form';

/**
 * Who paid to enter skins: a box per player (or team, in team skins), Everyone and Nobody, and the pot and
 * donated share as saving them would make it; closes once saved. Saving also records the share in the ledger.
 */
export function SkinsEntrantsForm({ tournamentId, saved, onDone }: { tournamentId: string; saved: SkinsSettingsResponse; onDone: () => void }) {
  const teams = useTeams(tournamentId);
  const save = useSaveSkinsEntrants(tournamentId);
  const choices = useMemo(() => entrantChoices(teams.data ?? [], saved.unit), [teams.data, saved.unit]);
  const [ticked, setTicked] = useState(() => new Set(saved.entrants.map((entrant) => entrant.id)));
  const chosen = choices.filter((choice) => ticked.has(choice.id));

  const tick = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () =>
    save.mutate(
      { entrantIds: chosen.map((choice) => choice.id) },
      {
        onSuccess: () => {
          toast({ title: 'Skins entrants saved', variant: 'success' });
          onDone();
        },
      },
    );

  if (teams.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (teams.isError) return <ReadFailure failure={messages.team.fetchFailed} error={teams.error} onRetry={teams.refetch} />;
  return (
    <DraftForm className={form.form} aria-label="Skins entrants" onSubmit={submit}>
      <div className={form.inline}>
        <Button onClick={() => setTicked(new Set(choices.map((choice) => choice.id)))}>Everyone</Button>
        <Button onClick={() => setTicked(new Set())}>Nobody</Button>
      </div>
      {choices.length === 0 && <p className={panel.muted}>No {saved.unit === 'team' ? 'teams' : 'players'} registered yet.</p>}
      <div className={styles.checklist} role="group" aria-label={saved.unit === 'team' ? 'Teams' : 'Players'}>
        {choices.map((choice) => (
          <CheckBox key={choice.id} checked={ticked.has(choice.id)} onChange={(on) => tick(choice.id, on)}>
            {choice.label}
          </CheckBox>
        ))}
      </div>
      <p className={styles.preview} role="status">
        {entrantsPreview(saved, chosen.length, choices.length)}
      </p>
      <FormActions failureText={save.failureText} pending={save.isPending} submitLabel="Save Entrants" onCancel={onDone} />
    </DraftForm>
  );
}
