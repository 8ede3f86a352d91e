import type { ChatMessage } from '@fairway/contracts/chat';

/** One line of the panel: a message of the conversation, or a local failure line the API never sees. */
export interface ConversationEntry extends ChatMessage {
  failed?: boolean;
}

export const conversationStorageKey = 'fairway.golf-assistant.conversation';

function isEntry(value: unknown): value is ConversationEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { role, content, timestamp } = value as Record<string, unknown>;
  return (role === 'user' || role === 'assistant') && typeof content === 'string' && typeof timestamp === 'string';
}

/** The conversation of this browser tab's session (it survives page changes and reloads, not the tab). */
export function loadConversation(): ConversationEntry[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(conversationStorageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function saveConversation(entries: readonly ConversationEntry[]): void {
  try {
    sessionStorage.setItem(conversationStorageKey, JSON.stringify(entries));
  } catch {
    // Storage full or blocked (private mode): the conversation just lives as long as the page.
  }
}
