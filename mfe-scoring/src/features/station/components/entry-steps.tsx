import type { StationView } from '@fairway/contracts/contest';
import { measuredIn } from '@fairway/contracts/contest-measurement';
import { useState } from 'react';
import { DistanceSteppers } from '../../../shared/components/distance-steppers';
import { beatsLeader, type Measurement, measurementLabel, readDraft, startingDraft } from '../../../shared/model/contest-measurement';
import { leaderOnPhone, type WaitingEntry } from '../model/station-leader';
import styles from './station-page.module.css';

export interface EntryDraft {
  teamId: string;
  playerId: string | null;
  measurement: Measurement;
  witnesses: string[];
}

interface EntryStepsProps {
  view: StationView;
  division: string;
  waiting: readonly WaitingEntry[];
  onRecord: (draft: EntryDraft) => void;
  onStart: () => void;
}

type Step = 'team' | 'player' | 'measure' | 'confirm';

/** One entry in big steps: the team, the player (individual contests), the distance, then the confirmation. */
export function EntrySteps({ view, division, waiting, onRecord, onStart }: EntryStepsProps) {
  const { contest } = view;
  const unit = measuredIn(contest);
  const [chosenStep, setStep] = useState<Step>('team');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [draft, setDraft] = useState(() => startingDraft(contest));
  const [witnesses, setWitnesses] = useState('');
  // Only a measurement the volunteer typed, and the contest takes, is ever offered for recording.
  const { measurement } = readDraft(contest, draft);
  const step = chosenStep === 'confirm' && !measurement ? 'measure' : chosenStep;
  const team = view.teams.find((candidate) => candidate.id === teamId);
  const player = team?.players.find((candidate) => candidate.id === playerId);
  const needsMeasureStep = unit !== 'nothing' || contest.kind === 'hole-in-one';
  const afterPick = needsMeasureStep ? 'measure' : 'confirm';
  const who = player ? `${player.name} · ${team?.name}` : (team?.name ?? '');
  const witnessNames = witnesses
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

  const pickTeam = (id: string) => {
    onStart();
    setTeamId(id);
    setPlayerId(null);
    setStep(contest.competitor === 'individual' ? 'player' : afterPick);
  };
  const restart = () => {
    setStep('team');
    setTeamId(null);
    setPlayerId(null);
    setDraft(startingDraft(contest));
    setWitnesses('');
  };

  switch (step) {
    case 'team':
      return (
        <section className={styles.card} aria-label="Pick the team">
          <h2>Which team?</h2>
          <div className={styles.choices}>
            {view.teams.map((candidate) => (
              <button key={candidate.id} type="button" className={styles.choice} onClick={() => pickTeam(candidate.id)}>
                {candidate.name}
              </button>
            ))}
          </div>
        </section>
      );
    case 'player':
      return (
        <section className={styles.card} aria-label="Pick the player">
          <h2>Who hit it?</h2>
          <p className={styles.meta}>{team?.name}</p>
          <div className={styles.choices}>
            {team?.players.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className={styles.choice}
                onClick={() => {
                  setPlayerId(candidate.id);
                  setStep(afterPick);
                }}
              >
                {candidate.name}
              </button>
            ))}
          </div>
          <button type="button" className={styles.back} onClick={restart}>
            Back to teams
          </button>
        </section>
      );
    case 'measure':
      return (
        <section className={styles.card} aria-label="Measure">
          <h2>{unit === 'yards' ? 'How far?' : unit === 'feet' ? 'How close?' : 'Who saw it?'}</h2>
          <p className={styles.meta}>{who}</p>
          {unit !== 'nothing' && <DistanceSteppers contest={contest} unit={unit} value={draft} onChange={setDraft} large />}
          {contest.kind === 'hole-in-one' && (
            <label className={styles.field}>
              Witnesses (names, separated by commas)
              <input value={witnesses} onChange={(event) => setWitnesses(event.target.value)} autoComplete="off" />
            </label>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={!measurement || (contest.kind === 'hole-in-one' && witnessNames.length === 0)}
              onClick={() => setStep('confirm')}
            >
              Next
            </button>
            <button type="button" className={styles.back} onClick={() => setStep(contest.competitor === 'individual' ? 'player' : 'team')}>
              Back
            </button>
          </div>
        </section>
      );
    case 'confirm': {
      if (!measurement) return null; // never: without a measurement the step stays 'measure'
      const leader = leaderOnPhone(contest, division, waiting);
      const label = measurementLabel(contest, measurement);
      const beats = beatsLeader(contest, measurement, leader);
      return (
        <section className={styles.card} aria-label="Confirm">
          <h2>{leader ? `Beats the leader (${leader.label})?` : 'First entry here'}</h2>
          <p className={styles.confirmLine}>
            <strong>{who}</strong>
            <span>{label}</span>
          </p>
          {leader && (
            <p className={beats ? styles.beats : styles.short}>{beats ? `Yes: new leader, ahead of ${leader.name}` : `No: ${leader.name} still leads`}</p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                if (teamId) onRecord({ teamId, playerId, measurement, witnesses: witnessNames });
                restart();
              }}
            >
              Record {label}
            </button>
            <button
              type="button"
              className={styles.back}
              onClick={() => setStep(needsMeasureStep ? 'measure' : contest.competitor === 'individual' ? 'player' : 'team')}
            >
              Back
            </button>
          </div>
        </section>
      );
    }
  }
}
