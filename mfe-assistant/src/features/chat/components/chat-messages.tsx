import { useEffect, useRef } from 'react';
import { greeting, thinkingLine } from '../model/chat-content';
import type { ConversationEntry } from '../model/conversation-storage';
import styles from './chat-widget.module.css';

interface ChatMessagesProps {
  entries: readonly ConversationEntry[];
  thinking: boolean;
  /** The answer so far while it streams in (not announced until it is complete). */
  writing: string;
}

function entryClass(entry: ConversationEntry): string | undefined {
  if (entry.role === 'user') return styles.userMessage;
  return entry.failed ? styles.failureMessage : styles.assistantMessage;
}

/** The conversation; a screen reader hears each complete answer once, from the live region below it. */
export function ChatMessages({ entries, thinking, writing }: ChatMessagesProps) {
  const list = useRef<HTMLOListElement>(null);
  const last = entries.at(-1);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length, thinking, writing]);

  return (
    <>
      <ol ref={list} className={styles.messages} aria-label="Conversation">
        <li className={styles.assistantMessage}>{greeting}</li>
        {entries.map((item, index) => (
          <li key={`${index}-${item.timestamp}`} className={entryClass(item)}>
            {item.role === 'user' && <span className="ff-visually-hidden">You: </span>}
            {item.content}
          </li>
        ))}
        {thinking && writing && <li className={styles.assistantMessage}>{writing}</li>}
        {thinking && !writing && <li className={styles.thinking}>{thinkingLine}</li>}
      </ol>
      <p className="ff-visually-hidden" role="status" aria-live="polite">
        {thinking ? thinkingLine : last?.role === 'assistant' ? last.content : ''}
      </p>
    </>
  );
}
