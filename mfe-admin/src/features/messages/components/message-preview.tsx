import type { FieldMessagePreview } from '@fairway/contracts/field-message';
import { previewReach } from '../model/message-text';
import styles from './messages.module.css';

/** The e-mail as it is rendered (in a sandboxed frame: nothing in it runs) and who it reaches. */
export function MessagePreview({ preview, onScorecards }: { preview: FieldMessagePreview; onScorecards: boolean }) {
  return (
    <figure className={styles.preview} aria-label="Preview of the e-mail">
      <figcaption className={styles.reach} role="status">
        {previewReach(preview, onScorecards)}
      </figcaption>
      <p className={styles.previewSubject}>
        <span>Subject:</span> {preview.subject}
      </p>
      <iframe className={styles.previewFrame} title="The e-mail as players see it" sandbox="" srcDoc={preview.html} />
    </figure>
  );
}
