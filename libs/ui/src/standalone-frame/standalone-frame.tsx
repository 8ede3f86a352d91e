import { type ReactNode, Suspense } from 'react';
import { BrandMark } from '../brand/brand-mark';
import styles from './standalone-frame.module.css';

/** Minimal chrome for a remote opened on its own (development and direct links), without the shell. */
export function StandaloneFrame({ area, children }: { area: string; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <BrandMark size={28} />
        <span className={styles.brand}>Fairway Fund</span>
        <span className={styles.area}>{area}</span>
      </header>
      <main className={styles.main}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>{children}</Suspense>
      </main>
    </div>
  );
}
