import { newIdempotencyKey, useEnterContestEntry } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';
import type { Contest, ContestEntryInput, ContestEntryResponse } from '@fairway/contracts/contest';
import { measuredIn } from '@fairway/contracts/contest-measurement';
import type { Team } from '@fairway/contracts/team';
import { contestKindLabels, stationMessages } from '@fairway/contracts/contest-texts';
import { type FormEvent, useState } from 'react';
import { DistanceSteppers } from '../../../shared/components/distance-steppers';
import { useOnline } from '../../../shared/hooks/use-online';
import { entryMeasurement, measurementLabel, readDraft, startingDraft } from '../../../shared/model/contest-measurement';
import styles from './hole-extras.module.css';

interface MyMeasurementFormProps {
  tournamentId: string;
  contest: Contest;
  team: Team;
  onClose: () => void;
}

/** A player's own measurement: recorded unverified, it leads only once a volunteer confirms it. */
export function MyMeasurementForm({ tournamentId, contest, team, onClose }: MyMeasurementFormProps) {
  const { user } = useAuth();
  const online = useOnline();
  const enter = useEnterContestEntry();
  const me = team.players.find((player) => user?.email && player.email?.toLowerCase() === user.email.toLowerCase());
  const [playerId, setPlayerId] = useState(me?.id ?? team.players[0]?.id ?? '');
  const [division, setDivision] = useState(contest.divisions[0] ?? '');
  const [draft, setDraft] = useState(() => startingDraft(contest));
  const { measurement } = readDraft(contest, draft);
  // One id per measurement: a retry of the same one is recorded once.
  const [entryId, setEntryId] = useState(newIdempotencyKey);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [stored, setStored] = useState<ContestEntryResponse | null>(null);
  const unit = measuredIn(contest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!measurement) return;
    const entry: ContestEntryInput = {
      entryId,
      teamId: team.id,
      playerId: contest.competitor === 'individual' ? playerId : null,
      division,
      witnesses: [],
      ...entryMeasurement(contest, measurement),
    };
    // The schema is loaded on the first submit: the scorecard has no room for zod on its first load.
    const { contestEntryInput } = await import('@fairway/contracts/contest');
    const checked = contestEntryInput.safeParse(entry);
    setInvalid(checked.success ? null : (checked.error.issues[0]?.message ?? stationMessages.entryFailed));
    if (checked.success) enter.mutate({ tournamentId, contestId: contest.id, entry: checked.data }, { onSuccess: setStored });
  };

  if (stored)
    return (
      <div className={styles.entered} role="status">
        <p>
          Entered {stored.entry.measurementLabel}. {stationMessages.unverified}.
        </p>
        <button
          type="button"
          className={styles.plainButton}
          onClick={() => {
            setStored(null);
            setEntryId(newIdempotencyKey());
            onClose();
          }}
        >
          Done
        </button>
      </div>
    );
  if (unit === 'nothing') return null;
  return (
    <form className={styles.measureForm} onSubmit={(event) => void submit(event)} aria-label={`My measurement for ${contestKindLabels[contest.kind]}`}>
      {contest.competitor === 'individual' && team.players.length > 1 && (
        <label className={styles.field}>
          Player
          <select value={playerId} onChange={(event) => setPlayerId(event.target.value)}>
            {team.players.map((player) => (
              <option key={player.id} value={player.id}>
                {player.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {contest.divisions.length > 1 && (
        <label className={styles.field}>
          Division
          <select value={division} onChange={(event) => setDivision(event.target.value)}>
            {contest.divisions.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
      )}
      <DistanceSteppers contest={contest} unit={unit} value={draft} onChange={setDraft} />
      {!online && <p className={styles.note}>{stationMessages.entryNeedsSignal}</p>}
      {(invalid ?? enter.failureText) && (
        <p className={styles.error} role="alert">
          {invalid ?? enter.failureText}
        </p>
      )}
      <div className={styles.formButtons}>
        <button type="submit" className={styles.walletButton} disabled={!online || enter.isPending || !measurement}>
          {enter.isPending ? 'Recording…' : measurement ? `Enter ${measurementLabel(contest, measurement)}` : 'Enter'}
        </button>
        <button type="button" className={styles.plainButton} disabled={enter.isPending} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
