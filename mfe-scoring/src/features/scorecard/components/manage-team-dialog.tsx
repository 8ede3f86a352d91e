import type { Team } from '@fairway/contracts/team';
import { useEffect, useRef } from 'react';
import styles from './scorecard-page.module.css';

/** Manage Team: the roster with handicaps and the invite code to share. */
export function ManageTeamDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label="Manage Team" onClose={onClose}>
      <h2>Manage Team</h2>
      <p className={styles.teamNameSmall}>{team.name}</p>
      <ul className={styles.rosterList}>
        {team.players.map((player) => (
          <li key={player.id}>
            {player.name} <span>HC {player.handicap}</span>
          </li>
        ))}
      </ul>
      {team.inviteCode && <p>Invite code: <strong>{team.inviteCode}</strong></p>}
      <button type="button" className={styles.secondaryButton} onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
