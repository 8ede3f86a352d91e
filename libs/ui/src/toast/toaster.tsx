import { createPortal } from 'react-dom';
import { useToastLayerElement } from './toast-layer';
import { dismissToast, pauseToast, resumeToast, type Toast, useCurrentToast } from './toast-store';
import styles from './toaster.module.css';

const icons: Record<Toast['variant'], string> = {
  default: 'M12 8h.01M11 12h1v5h1',
  success: 'M7 12.5l3.2 3.2L17 9',
  destructive: 'M12 7.5v5.5m0 3.2h.01',
};

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div className={`${styles.toast} ${styles[toast.variant]}`} onMouseEnter={pauseToast} onMouseLeave={resumeToast} onFocus={pauseToast} onBlur={resumeToast}>
      <svg className={styles.icon} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d={icons[toast.variant]} />
      </svg>
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              dismissToast(toast.id);
              toast.action?.run();
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label="Dismiss message">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Where toasts appear; render one per page (the shell does, and a remote running standalone). Its live
 * regions stay mounted so screen readers announce what is put in them: errors at once, the rest politely.
 * While a modal <dialog> lends itself (useToastLayer) the toast shows in a second pair of regions inside it,
 * above its backdrop; the page's pair stays mounted, so a toast given as the dialog closes is announced too.
 */
export function Toaster() {
  const toast = useCurrentToast();
  const layer = useToastLayerElement();
  const regions = (current: Toast | null) => (
    <section className={styles.viewport} aria-label="Messages">
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && current.variant !== 'destructive' && <ToastCard key={current.id} toast={current} />}
      </div>
      <div role="alert" aria-atomic="true">
        {current?.variant === 'destructive' && <ToastCard key={current.id} toast={current} />}
      </div>
    </section>
  );
  return (
    <>
      {regions(layer ? null : toast)}
      {layer && createPortal(regions(toast), layer)}
    </>
  );
}
