import type { ChatMessage } from '@fairway/contracts';
import type { PageName } from '../conversation/page-name';
import type { LlmMessage } from './chat-completions.client';

/** Enough of the conversation for a follow-up, little enough for a small local model. */
export const MAX_PROMPT_HISTORY = 6;

const instructions = [
  'You are the Golf Assistant of Fairway Fund, an app for charity golf tournaments.',
  "Answer the user's last message in plain text, friendly and short (at most 120 words).",
  'Take every figure, name, score, amount and rule from the facts below and nothing else.',
  "If the facts do not answer the question, say you don't know that and name what you can help with.",
].join('\n');

/** The model's messages: the instructions with the retrieved facts (the built-in answer), then the latest turns. */
export function llmPrompt(messages: readonly ChatMessage[], page: PageName, facts: string): LlmMessage[] {
  const system = `${instructions}\n\nThe user is on the ${page} page.\nFacts:\n${facts}`;
  const recent = messages.slice(-MAX_PROMPT_HISTORY).map(({ role, content }) => ({ role, content }));
  return [{ role: 'system', content: system }, ...recent];
}
