import { useEffect, useState } from 'react';
import common from './registration.module.css';
import styles from './confirmation-page.module.css';

/** Copy (says so for 2 s, or shows the link to copy by hand) and, where the phone can, Share. */
export function ShareLink({ url, title, text }: { url: string; title: string; text: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    void (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <>
      <div className={common.actions}>
        <button type="button" className={common.button} onClick={copy}>
          {copied === 'copied' ? 'Link copied!' : 'Copy Link'}
        </button>
        {typeof navigator.share === 'function' && (
          <button type="button" className={common.secondary} onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}>
            Share
          </button>
        )}
      </div>
      {copied === 'failed' && (
        <p className={common.muted} role="status">
          Could not copy. Send this link instead: <span className={styles.url}>{url}</span>
        </p>
      )}
    </>
  );
}
