import { type KeyboardEvent, useState } from 'react';
import { greeting, maxMessagesForSuggestions, quickSuggestions } from '../chat-content';
import { useConversation } from '../hooks/use-conversation';
import styles from './chat-widget.module.css';

interface ChatPanelProps {
  pageContext: string;
  onMinimise: () => void;
  onClose: () => void;
}

export function ChatPanel({ pageContext, onMinimise, onClose }: ChatPanelProps) {
  const { messages, send } = useConversation();
  const [draft, setDraft] = useState('');
  const submit = (text: string) => {
    send(text);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    submit(draft);
  };
  return (
    <section className={styles.panel} aria-label="Golf Assistant">
      <header className={styles.panelHeader}>
        <div>
          <p className={styles.panelTitle}>Golf Assistant</p>
          <p className={styles.panelContext}>On this page: {pageContext}</p>
        </div>
        <div className={styles.panelActions}>
          <button type="button" className={styles.iconButton} onClick={onMinimise} aria-label="Minimise">
            –
          </button>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
      </header>
      <ol className={styles.messages}>
        <li className={styles.assistantMessage}>{greeting}</li>
        {messages.map((message) => (
          <li key={message.id} className={message.author === 'user' ? styles.userMessage : styles.assistantMessage}>
            {message.text}
          </li>
        ))}
      </ol>
      {messages.length <= maxMessagesForSuggestions && (
        <div className={styles.suggestions}>
          {quickSuggestions.map((suggestion) => (
            <button key={suggestion} type="button" className={styles.suggestion} onClick={() => submit(suggestion)}>
              {suggestion}
            </button>
          ))}
        </div>
      )}
      <textarea
        className={styles.input}
        rows={2}
        placeholder="Ask about rules, formats, handicaps…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </section>
  );
}
