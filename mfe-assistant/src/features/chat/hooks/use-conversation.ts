import { assistantFailureText, useAskAssistant } from '@fairway/api-client';
import { limits } from '@fairway/contracts';
import type { ChatContext } from '@fairway/contracts/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConversationEntry, loadConversation, saveConversation } from '../model/conversation-storage';

const entry = (role: ConversationEntry['role'], content: string, failed?: boolean): ConversationEntry => ({
  role,
  content,
  timestamp: new Date().toISOString(),
  ...(failed && { failed }),
});

/** What the API is sent: the real messages (no failure lines), as many of the latest as it accepts. */
export function conversationForApi(entries: readonly ConversationEntry[]) {
  return entries
    .filter((item) => !item.failed)
    .map(({ role, content, timestamp }) => ({ role, content, timestamp }))
    .slice(-limits.maxChatMessages);
}

/** The conversation of this browser session, and sending a question with the page's context. */
export function useConversation(context: ChatContext) {
  const [entries, setEntries] = useState<ConversationEntry[]>(loadConversation);
  const { mutateAsync: ask, isPending: thinking } = useAskAssistant();
  /** The answer so far while a language model writes it. */
  const [writing, setWriting] = useState('');
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => saveConversation(entries), [entries]);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!question || thinking) return;
      const asked = [...entries, entry('user', question)];
      setEntries(asked);
      const answer = await ask({ body: { messages: conversationForApi(asked), context: contextRef.current }, onProgress: setWriting }).then(
        (response) => entry('assistant', response),
        (error: unknown) => entry('assistant', assistantFailureText(error), true),
      );
      setEntries((current) => [...current, answer]);
      setWriting('');
    },
    [entries, thinking, ask],
  );

  return { entries, thinking, writing, send };
}
