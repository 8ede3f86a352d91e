import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

export interface PageHeadingProps {
  title: string;
  eyebrow?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The title block at the top of every page, identical in the shell and in every remote. */
export function PageHeading({ title, eyebrow, subtitle, actions }: PageHeadingProps) {
  return (
    <header className={styles.heading}>
      <div>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
