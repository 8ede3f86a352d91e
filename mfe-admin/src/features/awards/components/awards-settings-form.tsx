import { useSaveAwardsSettings } from '@fairway/api-client';
import type { AwardsSettings } from '@fairway/contracts/awards';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { awardsFormValues, awardsRequest, type PlacePrizeValues, placeNames } from '../model/awards-form';
import panel from '../../../shared/components/panel.module.css';
import styles from './awards-parts.module.css';
import { DraftForm } from '../../../shared/components/draft-form';

/** The last holes kept off the public boards until the ceremony, and the prizes and sponsors of the places. */
export function AwardsSettingsForm({ tournamentId, saved, onDone }: { tournamentId: string; saved: AwardsSettings; onDone: () => void }) {
  const id = useId();
  const save = useSaveAwardsSettings(tournamentId);
  const [values, setValues] = useState(() => awardsFormValues(saved));
  const [error, setError] = useState<string | null>(null);

  const setPlace = (index: number, field: keyof PlacePrizeValues, value: string) =>
    setValues((current) => ({ ...current, placePrizes: current.placePrizes.map((row, at) => (at === index ? { ...row, [field]: value } : row)) }));

  const submit = async () => {
    const request = await awardsRequest(values);
    setError('error' in request ? request.error : null);
    if ('input' in request)
      save.mutate(request.input, {
        onSuccess: () => {
          toast({ title: 'Awards settings saved', variant: 'success' });
          onDone();
        },
      });
  };

  return (
    <DraftForm className={styles.form} aria-label="Awards settings" onSubmit={submit}>
      <div className={styles.hidden}>
        <label htmlFor={`${id}-hidden`}>Holes hidden from public boards</label>
        <Input
          id={`${id}-hidden`}
          className={styles.narrow}
          inputMode="numeric"
          value={values.hiddenHoles}
          onChange={(event) => setValues((current) => ({ ...current, hiddenHoles: event.target.value }))}
        />
        <small className={panel.muted}>Each team&rsquo;s last holes stay off the leaderboard and the TV until the awards (0 shows everything).</small>
      </div>
      <fieldset className={styles.places}>
        <legend>Place prizes</legend>
        {placeNames.map((place, index) => (
          <div key={place} className={styles.place}>
            <span className={styles.placeName}>{place}</span>
            <Input
              aria-label={`${place} prize`}
              placeholder="Prize"
              value={values.placePrizes[index]!.prize}
              onChange={(event) => setPlace(index, 'prize', event.target.value)}
            />
            <Input
              aria-label={`${place} sponsor`}
              placeholder="Sponsor"
              value={values.placePrizes[index]!.sponsorName}
              onChange={(event) => setPlace(index, 'sponsorName', event.target.value)}
            />
          </div>
        ))}
      </fieldset>
      {(error ?? save.failureText) && (
        <p role="alert" className={panel.error}>
          {error ?? save.failureText}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save Awards Settings
        </Button>
      </div>
    </DraftForm>
  );
}
