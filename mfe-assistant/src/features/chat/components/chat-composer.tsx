import { limits } from '@fairway/contracts';
import { type KeyboardEvent, type Ref, useState } from 'react';
import styles from './chat-widget.module.css';

interface ChatComposerProps {
  ref: Ref<HTMLTextAreaElement>;
  busy: boolean;
  onSend: (text: string) => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ ref, busy, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const submit = () => {
    if (busy || !draft.trim()) return;
    onSend(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="ff-visually-hidden" htmlFor="ff-chat-question">
        Your question
      </label>
      <textarea
        ref={ref}
        id="ff-chat-question"
        className={styles.input}
        rows={2}
        maxLength={limits.maxChatMessageLength}
        placeholder="Ask about rules, formats, handicaps…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} disabled={busy || !draft.trim()}>
        Send
      </button>
    </form>
  );
}
