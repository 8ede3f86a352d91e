export const greeting = "Hi! I'm your golf assistant. Ask me about rules, formats, handicaps or today's tournament.";

/** Suggestions show while the conversation has at most this many messages: after the first answer they give way to it. */
export const maxMessagesForSuggestions = 1;

export const thinkingLine = 'Thinking...';
