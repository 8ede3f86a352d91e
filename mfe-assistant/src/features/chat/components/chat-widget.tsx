import type { ChatWidgetProps } from '@fairway/contracts';
import { RemoteSurface } from '@fairway/ui';
import { useState } from 'react';
import styles from './chat-widget.module.css';
import { ChatPanel } from './chat-panel';

/** The round Golf Assistant button and the panel it opens (the shell's launcher stands in until the first press). */
export function ChatWidget({ pageContext, startOpen = false }: ChatWidgetProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <RemoteSurface remote="assistant" page="ChatWidget" className={styles.widget}>
      {open && <ChatPanel pageContext={pageContext} onMinimise={() => setOpen(false)} onClose={() => setOpen(false)} />}
      <button
        type="button"
        className="ff-chat-launcher"
        aria-label={open ? 'Hide the Golf Assistant' : 'Open the Golf Assistant'}
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" aria-hidden="true">
          <path d="M4 5h16v11H9l-5 4V5Z" strokeLinejoin="round" />
          <path d="M8 10h8M8 13h5" strokeLinecap="round" />
        </svg>
      </button>
    </RemoteSurface>
  );
}
