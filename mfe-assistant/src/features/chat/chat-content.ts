export const greeting = "Hi! I'm your golf assistant. Ask me about rules, formats, handicaps or today's tournament.";

export const quickSuggestions = ['How does a scramble work?', 'How are handicap strokes applied?', 'What does "thru" mean?'];

/** Suggestions show while the conversation has at most this many messages (spec: Golf Assistant). */
export const maxMessagesForSuggestions = 1;

export const pendingReply = 'The assistant answers once the chat service is connected.';
