import type { StartsPlan } from '@fairway/contracts/starts';
import { Button } from 'antd';
import styles from './starts.module.css';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface LockBarProps {
  starts: StartsPlan;
  busy: boolean;
  onLock: () => void;
  onUnlock: () => void;
}

/** Lock once the count is right (the server refuses while a hole has a problem); who locked it and when. */
export function LockBar({ starts, busy, onLock, onUnlock }: LockBarProps) {
  if (starts.locked) {
    return (
      <div className={styles.lockBar}>
        <p className={styles.lockState}>
          <strong>Locked</strong>
          {starts.lockedByName && ` by ${starts.lockedByName}`}
          {starts.lockedAt && `, ${when.format(new Date(starts.lockedAt))}`}
        </p>
        <Button onClick={onUnlock} loading={busy}>
          Unlock
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.lockBar}>
      <p className={styles.lockState}>Lock the starts once every hole is right: the cart signs and the starter's sheet print them.</p>
      <Button type="primary" onClick={onLock} loading={busy}>
        Lock
      </Button>
    </div>
  );
}
