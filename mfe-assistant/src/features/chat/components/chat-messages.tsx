import { useEffect, useRef } from 'react';
import { greeting, thinkingLine } from '../chat-content';
import type { ConversationEntry } from '../utils/conversation-storage';
import styles from './chat-widget.module.css';

/** The conversation; a screen reader hears each new answer (the list is a polite live region). */
export function ChatMessages({ entries, thinking }: { entries: readonly ConversationEntry[]; thinking: boolean }) {
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length, thinking]);

  return (
    <ol ref={list} className={styles.messages} aria-live="polite" aria-relevant="additions" aria-label="Conversation">
      <li className={styles.assistantMessage}>{greeting}</li>
      {entries.map((item, index) => (
        <li key={`${index}-${item.timestamp}`} className={item.role === 'user' ? styles.userMessage : item.failed ? styles.failureMessage : styles.assistantMessage}>
          {item.role === 'user' && <span className={styles.visuallyHidden}>You: </span>}
          {item.content}
        </li>
      ))}
      {thinking && (
        <li className={styles.thinking} role="status">
          {thinkingLine}
        </li>
      )}
    </ol>
  );
}
