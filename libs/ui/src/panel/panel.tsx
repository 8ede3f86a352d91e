import type { ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A white card with an optional header, in plain CSS: for pages on a tight JavaScript budget, where
 * antd's Card (with its Tabs, Menu and Trigger dependencies, ~60 KiB gzipped with the ConfigProvider) is too heavy.
 */
export function Panel({ title, extra, className, children }: PanelProps) {
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel}>
      {(title || extra) && (
        <header className={styles.header}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {extra}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
