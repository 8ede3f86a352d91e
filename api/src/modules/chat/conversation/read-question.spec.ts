import type { ChatMessage } from '@fairway/contracts';
import { readQuestion } from './read-question';

const at = '2026-06-01T10:00:00.000Z';
const user = (content: string): ChatMessage => ({ role: 'user', content, timestamp: at });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content, timestamp: at });

describe('readQuestion', () => {
  it('reads the last user message', () => {
    expect(readQuestion([user('What is a birdie?'), assistant('One under par.'), user('And stableford?')], 'home')).toEqual({
      text: 'And stableford?',
      intent: 'stableford',
    });
  });

  it('reads a follow-up together with the question before it', () => {
    const question = readQuestion([user('How does a scramble work?'), assistant('...'), user('Can you give an example?')], 'home');
    expect(question.intent).toBe('scramble');
    expect(question.text).toContain('How does a scramble work?');
  });

  it('does not repeat the previous answer for a message that is not a follow-up', () => {
    expect(readQuestion([user('How does a scramble work?'), assistant('...'), user('ok')], 'home').intent).toBeNull();
  });

  it('never answers the assistant itself', () => {
    expect(readQuestion([assistant('Ask me about handicaps'), user('hmm')], 'home').intent).toBeNull();
  });
});
