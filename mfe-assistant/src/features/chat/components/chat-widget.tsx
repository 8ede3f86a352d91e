import type { ChatWidgetProps } from '@fairway/contracts';
import { RemoteSurface } from '@fairway/ui';
import { useEffect, useRef, useState } from 'react';
import { useConversation } from '../hooks/use-conversation';
import styles from './chat-widget.module.css';
import { ChatPanel } from './chat-panel';

export type ChatView = 'open' | 'minimised' | 'closed';

/** The round Golf Assistant button and the panel it opens (the shell's launcher stands in until the first press). */
export function ChatWidget({ pageContext, tournamentId, teamId, startOpen = false }: ChatWidgetProps) {
  const [view, setView] = useState<ChatView>(startOpen ? 'open' : 'closed');
  const [closedByUser, setClosedByUser] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const conversation = useConversation({ currentPage: pageContext, tournamentId, teamId });

  useEffect(() => {
    if (view === 'closed' && closedByUser) launcher.current?.focus();
  }, [view, closedByUser]);

  const close = () => {
    setClosedByUser(true);
    setView('closed');
  };

  return (
    <RemoteSurface remote="assistant" page="ChatWidget" className={styles.widget}>
      {view !== 'closed' && (
        <ChatPanel
          page={pageContext}
          minimised={view === 'minimised'}
          conversation={conversation}
          onMinimise={() => setView('minimised')}
          onRestore={() => setView('open')}
          onClose={close}
        />
      )}
      {view === 'closed' && (
        <button
          ref={launcher}
          type="button"
          className="ff-chat-launcher"
          aria-label="Open the Golf Assistant"
          aria-expanded={false}
          onClick={() => setView('open')}
        >
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" aria-hidden="true">
            <path d="M4 5h16v11H9l-5 4V5Z" strokeLinejoin="round" />
            <path d="M8 10h8M8 13h5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </RemoteSurface>
  );
}
