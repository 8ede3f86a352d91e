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
    expect(readQuestion([user('How does a scramble work?'), assistant('...'), user('What is the capital of France?')], 'home').intent).toBeNull();
  });

  it('asks the previous question again about another hole, across several follow-ups', () => {
    const first = [user('How many strokes do I get on hole 3?'), assistant('1 stroke'), user('What about hole 7?')];
    expect(readQuestion(first, 'scorecard')).toMatchObject({ intent: 'strokes-per-hole', hole: 7 });
    expect(readQuestion([...first, assistant('none'), user('and the 12th?')], 'scorecard')).toMatchObject({ intent: 'strokes-per-hole', hole: 12 });
    expect(readQuestion([user("What's the par of hole 2?"), assistant('4'), user('and 9?')], 'scorecard')).toMatchObject({ intent: 'hole-info', hole: 9 });
  });

  it('keeps the hole of the question a follow-up refers to', () => {
    const question = readQuestion([user('How long is hole 5?'), assistant('400 yards'), user('What is its stroke index?')], 'scorecard');
    expect(question.hole).toBe(5);
  });

  it('never answers the assistant itself', () => {
    expect(readQuestion([assistant('Ask me about handicaps'), user('hmm')], 'home').intent).toBeNull();
  });
});
