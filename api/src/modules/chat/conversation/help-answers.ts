import { chatSuggestions } from './chat-suggestions';
import type { PageName } from './page-name';

const capabilities = [
  '- Rules and formats: best ball, scramble, stroke play, match play, Stableford, ties and countback',
  '- Handicaps: course and playing handicaps, strokes on each hole, net scores',
  '- This app: registering a foursome, joining with an invite code, entering scores, check-in and admin tasks',
  '- Live: who is leading and how much has been raised for charity',
];

export function greetingAnswer(page: PageName): string {
  return ["Hi! I'm the Fairway Fund golf assistant. I can help with:", ...capabilities, '', `Try: "${chatSuggestions(page)[0]}"`].join('\n');
}

export function fallbackAnswer(page: PageName): string {
  const [first, second] = chatSuggestions(page);
  return ["I'm not sure I understood that. I can help with:", ...capabilities, '', `Try asking: "${first}" or "${second}"`].join('\n');
}
