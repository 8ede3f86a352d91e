// The file, not the package index: the index would bring every schema of the package into this chunk.
import { messages } from '@fairway/contracts/messages';
import { Panel } from '@fairway/ui';
import { homeText } from '../model/home-text';
import styles from './home-page.module.css';

export function HomeLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel>
      <div className={styles.loadError} role="alert">
        <h1 className={styles.loadErrorTitle}>{messages.pages.connectionError}</h1>
        <p>{homeText.loadFailed}</p>
        <button type="button" className="ff-pill-button" onClick={onRetry}>
          {homeText.retry}
        </button>
      </div>
    </Panel>
  );
}
