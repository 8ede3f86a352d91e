import { useId } from 'react';
import type { RosterDraft } from '../model/roster-drafts';
import styles from './roster-fields.module.css';

interface RosterFieldsProps {
  teamName: string;
  onTeamNameChange: (name: string) => void;
  drafts: readonly RosterDraft[];
  /** The largest handicap the form takes: 36 when registering, 54 in Manage Team. */
  maxHandicap: number;
  disabled?: boolean;
  onChange: (drafts: RosterDraft[]) => void;
}

/** The team's name and up to four players: name, e-mail (optional) and handicap (18 when left blank). A blank name leaves the team. */
export function RosterFields({ teamName, onTeamNameChange, drafts, maxHandicap, disabled = false, onChange }: RosterFieldsProps) {
  const formId = useId();
  const edit = (position: number, changes: Partial<RosterDraft>) =>
    onChange(drafts.map((draft) => (draft.position === position ? { ...draft, ...changes } : draft)));
  return (
    <div className={styles.roster}>
      <label className={styles.field}>
        Team Name
        <input value={teamName} maxLength={100} disabled={disabled} onChange={(event) => onTeamNameChange(event.target.value)} />
      </label>
      {drafts.map((draft) => (
        <fieldset key={draft.position} className={styles.slot} disabled={disabled}>
          <legend>Player {draft.position}</legend>
          <label className={styles.field}>
            Name
            <input value={draft.name} maxLength={100} autoComplete="off" onChange={(event) => edit(draft.position, { name: event.target.value })} />
          </label>
          <div className={styles.pair}>
            <label className={styles.field}>
              E-mail (optional)
              <input type="email" value={draft.email} autoComplete="off" onChange={(event) => edit(draft.position, { email: event.target.value })} />
            </label>
            <div className={styles.field}>
              <label htmlFor={`${formId}-handicap-${draft.position}`}>Handicap</label>
              <input
                id={`${formId}-handicap-${draft.position}`}
                className={styles.handicap}
                inputMode="decimal"
                placeholder="18"
                aria-describedby={`${formId}-handicap-range-${draft.position}`}
                value={draft.handicap}
                onChange={(event) => edit(draft.position, { handicap: event.target.value })}
              />
              <small id={`${formId}-handicap-range-${draft.position}`}>0-{maxHandicap}</small>
            </div>
          </div>
        </fieldset>
      ))}
    </div>
  );
}
