import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useChatSuggestions } from '@fairway/api-client';
import { maxMessagesForSuggestions } from '../model/chat-content';
import type { useConversation } from '../hooks/use-conversation';
import styles from './chat-widget.module.css';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';

interface ChatPanelProps {
  page: string;
  minimised: boolean;
  conversation: ReturnType<typeof useConversation>;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}

export function ChatPanel({ page, minimised, conversation, onMinimise, onRestore, onClose }: ChatPanelProps) {
  const { entries, thinking, writing, send } = conversation;
  const input = useRef<HTMLTextAreaElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const showSuggestions = !minimised && entries.length <= maxMessagesForSuggestions;
  const suggestions = useChatSuggestions(page, showSuggestions);

  useEffect(() => {
    (minimised ? restore.current : input.current)?.focus();
  }, [minimised]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section className={minimised ? styles.minimised : styles.panel} aria-label="Golf Assistant" onKeyDown={onKeyDown}>
      <header className={styles.panelHeader}>
        <div>
          <h2 className={styles.panelTitle}>Golf Assistant</h2>
          <p className={styles.panelContext}>On this page: {page.charAt(0).toUpperCase() + page.slice(1)}</p>
        </div>
        <div className={styles.panelActions}>
          {minimised ? (
            <button ref={restore} type="button" className={styles.iconButton} onClick={onRestore} aria-label="Restore the Golf Assistant">
              ▴
            </button>
          ) : (
            <button type="button" className={styles.iconButton} onClick={onMinimise} aria-label="Minimise the Golf Assistant">
              –
            </button>
          )}
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Close the Golf Assistant">
            ×
          </button>
        </div>
      </header>
      {!minimised && (
        <>
          <ChatMessages entries={entries} thinking={thinking} writing={writing} />
          {showSuggestions && suggestions.data && suggestions.data.length > 0 && (
            <div className={styles.suggestions} role="group" aria-label="Suggested questions">
              {suggestions.data.map((suggestion) => (
                <button key={suggestion} type="button" className={styles.suggestion} disabled={thinking} onClick={() => void send(suggestion)}>
                  {suggestion}
                </button>
              ))}
            </div>
          )}
          <ChatComposer ref={input} busy={thinking} onSend={send} />
        </>
      )}
    </section>
  );
}
