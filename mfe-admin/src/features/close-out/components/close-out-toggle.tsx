import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import styles from './close-out-panel.module.css';

const CloseOutPanel = lazy(() => import('./close-out-panel').then((module) => ({ default: module.CloseOutPanel })));

/** Check-In's "Close out": the panel (and its reads) load once asked for, at the end of a shift. */
export function CloseOutToggle({ tournamentId }: { tournamentId: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button className={styles.countButton} onClick={() => setOpen(true)}>
        Close out
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <CloseOutPanel tournamentId={tournamentId} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
