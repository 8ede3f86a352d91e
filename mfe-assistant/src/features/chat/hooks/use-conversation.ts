import { useCallback, useState } from 'react';
import { pendingReply } from '../chat-content';

export interface ChatMessage {
  id: number;
  author: 'user' | 'assistant';
  text: string;
}

/** Local conversation state; sending goes to the chat API once it exists (see pendingReply). */
export function useConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const send = useCallback((text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setMessages((current) => [
      ...current,
      { id: current.length, author: 'user', text: trimmed },
      { id: current.length + 1, author: 'assistant', text: pendingReply },
    ]);
  }, []);
  return { messages, send };
}
