import type { ChatMessage } from '@fairway/contracts';
import type { IntentId } from '../intents/intent-id';
import { matchIntent } from '../intents/match-intent';
import { normaliseQuestion } from '../intents/normalise-question';
import type { PageName } from './page-name';

export interface Question {
  /** The text answers read figures from: the last user message, then the questions it follows up. */
  text: string;
  intent: IntentId | null;
  /** The hole the question names ("hole 7", "the 7th"), or the one of the question it follows up. */
  hole?: number;
}

/** "Can you give an example?", "what about for 3 players?": only meaningful with the previous question. */
const followUpCue = /\b(?:example|more|explain|why|details?|elaborate|again|what about|how about|and if|what if|mean)\b/i;
/** "And hole 9?", "What about the Hawks?": the previous question, asked about something else. */
const followUpStart = /^\s*(?:and|but|so|ok(?:ay)?,? and|what about|how about|what of|same for|then)\b/i;
const SHORT_QUESTION_WORDS = 4;

const holePatterns = [
  /\bhole\s*(?:number|no\.?|#)?\s*(\d{1,2})\b/i,
  /\b(\d{1,2})(?:st|nd|rd|th)\b/i,
  /^\s*(?:and|what about|how about)\s+(?:the\s+)?(\d{1,2})\s*\??\s*$/i,
];

/** The hole number a question names, if any (not checked against 1-18: the answer says so). */
export function holeNamedIn(text: string): number | undefined {
  for (const pattern of holePatterns) {
    const found = pattern.exec(text);
    if (found?.[1]) return Number(found[1]);
  }
  return undefined;
}

function isFollowUp(text: string, hole: number | undefined): boolean {
  return followUpStart.test(text) || followUpCue.test(text) || hole !== undefined || normaliseQuestion(text).length <= SHORT_QUESTION_WORDS;
}

/** "What is its stroke index?", "how many strokes do I get there?": the hole of the question before. */
const holePronoun = /\b(?:it|its|there|that hole|this hole|the same hole)\b/i;
const holeIntents: ReadonlySet<IntentId> = new Set(['hole-info', 'strokes-per-hole']);

function withPreviousHole(own: Question, asked: readonly string[], page: PageName): Question {
  if (own.hole !== undefined || !own.intent || !holeIntents.has(own.intent) || asked.length < 2 || !holePronoun.test(own.text)) return own;
  const { hole } = readAsked(asked.slice(0, -1), page);
  return hole === undefined ? own : { ...own, hole };
}

function readAsked(asked: readonly string[], page: PageName): Question {
  const last = asked.at(-1) ?? '';
  const intent = matchIntent(last, page);
  const hole = holeNamedIn(last);
  const own: Question = hole === undefined ? { text: last, intent } : { text: last, intent, hole };
  if (intent) return withPreviousHole(own, asked, page);
  if (asked.length < 2 || !isFollowUp(last, hole)) return own;
  const before = readAsked(asked.slice(0, -1), page);
  const text = `${last}\n${before.text}`;
  const followed = before.intent ?? matchIntent(text, page);
  if (!followed) return own;
  const carriedHole = hole ?? before.hole;
  return carriedHole === undefined ? { text, intent: followed } : { text, intent: followed, hole: carriedHole };
}

/** The question to answer: the last user message, read with the ones before when it only follows them up. */
export function readQuestion(messages: readonly ChatMessage[], page: PageName): Question {
  return readAsked(
    messages.filter((message) => message.role === 'user').map((message) => message.content),
    page,
  );
}
