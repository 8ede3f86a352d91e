import { useState } from 'react';
import { AdminDialog } from '../../../shared/components/admin.remote';
import styles from './navigation.module.css';

/**
 * The admin icon: shown only while the current page says its signed-in user administers the tournament
 * it shows; opens mfe-admin's Tournament Administration dialog on that tournament.
 */
export function AdminButton({ tournamentId }: { tournamentId: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the remote loads only when wanted and can animate its closing.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.adminButton}
        aria-label="Tournament administration"
        title="Tournament administration"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3l7 3v5c0 4.5-3 8.3-7 9.5-4-1.2-7-5-7-9.5V6l7-3Z" />
          <path d="M9 12l2 2 4-4" />
        </svg>
      </button>
      {opened && <AdminDialog open={open} onClose={() => setOpen(false)} tournamentId={tournamentId} />}
    </>
  );
}
