import type { Question } from '@fairway/contracts/registration';
import type { DraftProblems } from '../model/draft-problems';
import { emptyPlayer, maxTeammates, type PlayerDraft } from '../model/registration-draft';
import { PlayerFields } from './player-fields';
import common from './registration.module.css';
import styles from './register-page.module.css';

interface TeammatesFieldsProps {
  teammates: PlayerDraft[];
  questions: readonly Question[];
  problems: DraftProblems;
  onChange: (teammates: PlayerDraft[]) => void;
}

/** The captain names teammates now, or leaves them to the team's invite link (each fills in their own details). */
export function TeammatesFields({ teammates, questions, problems, onChange }: TeammatesFieldsProps) {
  const replace = (row: number, mate: PlayerDraft) => onChange(teammates.map((current, index) => (index === row ? mate : current)));
  return (
    <div className={common.stack}>
      <p className={styles.lead}>Name your teammates now, or after paying share the team&apos;s invite link: each teammate fills in their own details.</p>
      {teammates.map((mate, row) => (
        <fieldset key={row} className={styles.teammate}>
          <legend>Teammate {row + 1}</legend>
          <PlayerFields
            index={row + 1}
            player={mate}
            questions={questions}
            problems={problems}
            onChange={(changed) => replace(row, changed)}
            nameLabel="Name"
            emailLabel="E-mail (optional: their own link is sent there)"
          />
          <button type="button" className="ff-text-button" onClick={() => onChange(teammates.filter((_, index) => index !== row))}>
            Remove teammate {row + 1}
          </button>
        </fieldset>
      ))}
      {teammates.length < maxTeammates && (
        <button type="button" className={common.secondary} onClick={() => onChange([...teammates, emptyPlayer()])}>
          Add a teammate
        </button>
      )}
    </div>
  );
}
