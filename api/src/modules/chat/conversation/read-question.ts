import type { ChatMessage } from '@fairway/contracts';
import type { IntentId } from '../intents/intent-id';
import { matchIntent } from '../intents/match-intent';
import type { PageName } from './page-name';

export interface Question {
  /** The text answers read figures from: the last user message, or it and the one before for a follow-up. */
  text: string;
  intent: IntentId | null;
}

/** "Can you give an example?", "what about for 3 players?": only meaningful with the previous question. */
const followUpCue = /\b(?:example|more|explain|why|details?|elaborate|again|what about|how about|and if|what if|mean)\b/i;

export function readQuestion(messages: readonly ChatMessage[], page: PageName): Question {
  const asked = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const last = asked.at(-1) ?? '';
  const intent = matchIntent(last, page);
  const previous = asked.at(-2);
  if (intent || !previous || !followUpCue.test(last)) return { text: last, intent };
  const combined = `${previous}\n${last}`;
  return { text: combined, intent: matchIntent(combined, page) };
}
