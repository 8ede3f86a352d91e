import { useLocation } from '@fairway/ui/router';
import { useState } from 'react';
import { ChatWidget } from '../../../shared/components/assistant.remote';
import { chatPageIdsOf } from '../model/chat-context-of';

/**
 * The Golf Assistant's round button, drawn by the shell so that no page pays for the assistant remote
 * (about 46 KiB gzipped, 25 of them zod) until someone asks it something: the first press loads it, already open.
 */
export function AssistantLauncher({ pageContext }: { pageContext: string }) {
  const [wanted, setWanted] = useState(false);
  const { pathname, search } = useLocation();
  if (wanted) return <ChatWidget pageContext={pageContext} {...chatPageIdsOf(pathname, search)} startOpen />;
  return (
    <button type="button" className="ff-chat-launcher" aria-label="Open the Golf Assistant" aria-expanded={false} onClick={() => setWanted(true)}>
      <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" aria-hidden="true">
        <path d="M4 5h16v11H9l-5 4V5Z" strokeLinejoin="round" />
        <path d="M8 10h8M8 13h5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
