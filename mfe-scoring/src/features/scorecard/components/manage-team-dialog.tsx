import type { Team } from '@fairway/contracts/team';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import parts from './scorecard-parts.module.css';
import styles from './manage-team-dialog.module.css';

const ManageTeamEditor = lazy(() => import('./manage-team-editor'));

/**
 * Manage Team: the roster with handicaps and the invite code to share; Edit Team for the team's members and
 * the tournament admin (the API shows them the invite code, and refuses anyone else's edit).
 */
export function ManageTeamDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', ''); // a browser without modal dialogs still shows it
  }, []);
  const mayEdit = team.inviteCode !== null && team.inviteCode !== undefined;
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label="Manage Team" onClose={onClose}>
      <h2>Manage Team</h2>
      {editing ? (
        <Suspense fallback={<p>Loading...</p>}>
          <ManageTeamEditor team={team} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <p className={styles.teamNameSmall}>{team.name}</p>
          <ul className={styles.rosterList}>
            {team.players.map((player) => (
              <li key={player.id}>
                {player.name} <span>HC {player.handicap}</span>
              </li>
            ))}
          </ul>
          {team.inviteCode && (
            <p>
              Invite code: <strong>{team.inviteCode}</strong>
            </p>
          )}
          <div className={parts.holeButtons}>
            <button type="button" className={parts.secondaryButton} onClick={onClose}>
              Close
            </button>
            {mayEdit && (
              <button type="button" className={parts.primaryButton} onClick={() => setEditing(true)}>
                Edit Team
              </button>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
