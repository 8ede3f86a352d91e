import type { RegistrationPage } from '@fairway/contracts/registration';
import type { DraftProblems } from '../model/draft-problems';
import { fieldId } from '../model/field-ids';
import type { PlayerDraft } from '../model/registration-draft';
import { Problem } from './form-field';
import common from './registration.module.css';
import styles from './register-page.module.css';

interface WaiverAcceptanceProps {
  waiver: NonNullable<RegistrationPage['waiver']>;
  /** Player 0 is the buyer; the rest by their teammate row (a blank row is null: nobody to accept). */
  players: (PlayerDraft | null)[];
  problems: DraftProblems;
  onAccept: (index: number, accepted: boolean) => void;
}

/** The waiver's text and version, and one required box per player named: each accepts it under their own name. */
export function WaiverAcceptance({ waiver, players, problems, onAccept }: WaiverAcceptanceProps) {
  return (
    <div className={common.stack}>
      <div className={styles.waiverText} tabIndex={0} role="document" aria-label={`Waiver, version ${waiver.version}`}>
        {waiver.text}
      </div>
      {players.map((player, index) => {
        if (!player) return null;
        const name = `player.${index}.waiver`;
        const who = index === 0 ? 'I have' : `${player.name.trim()} has`;
        return (
          <div key={index}>
            <label className={styles.check}>
              <input
                id={fieldId(name)}
                type="checkbox"
                checked={player.waiverAccepted}
                onChange={(event) => onAccept(index, event.target.checked)}
                aria-invalid={problems[name] ? true : undefined}
                aria-describedby={problems[name] ? `${fieldId(name)}-problem` : undefined}
              />
              <span>
                {who} read and accept the waiver (version {waiver.version})
              </span>
            </label>
            <Problem name={name} problem={problems[name]} />
          </div>
        );
      })}
    </div>
  );
}
