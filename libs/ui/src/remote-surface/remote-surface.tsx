import type { RemoteName } from '@fairway/contracts';
import type { ReactNode } from 'react';
import styles from './remote-surface.module.css';

export interface RemoteSurfaceProps {
  remote: RemoteName;
  page: string;
  className?: string;
  children: ReactNode;
}

/** Root of every component a remote exposes: marks where it came from (browser tests look for data-remote/data-page). */
export function RemoteSurface({ remote, page, className, children }: RemoteSurfaceProps) {
  return (
    <div data-remote={remote} data-page={page} className={className ? `${styles.surface} ${className}` : styles.surface}>
      {children}
    </div>
  );
}
