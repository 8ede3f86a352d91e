import type { IntentId } from '../intents/intent-id';
import { golfAnswers } from './golf-answers';
import { productAnswers } from './product-answers';

/** Every intent but the greeting (which names the page's suggestions) has a fixed answer. */
export type StaticIntent = Exclude<IntentId, 'greeting'>;

export const staticAnswers: Record<StaticIntent, string> = { ...golfAnswers, ...productAnswers };
