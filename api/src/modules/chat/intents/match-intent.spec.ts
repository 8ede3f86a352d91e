import { matchIntent, rankIntents } from './match-intent';
import { normaliseQuestion } from './normalise-question';

describe('normaliseQuestion', () => {
  it('folds spellings into one token and keeps figures', () => {
    expect(normaliseQuestion("What's a Four-Ball? SI 3, hcp 14.2!")).toEqual(['what', 'is', 'a', 'bestball', 'strokeindex', '3', 'handicap', '14.2']);
    expect(normaliseQuestion('Who checks players in at the desk?')).toContain('checkin');
    expect(normaliseQuestion('They won 3&2 after being 2 up')).toEqual(['they', 'won', 'matchresult', 'after', 'being', 'matchmargin']);
  });
});

describe('matchIntent', () => {
  it.each([
    ['What is the difference between a handicap index and a course handicap?', 'handicap'],
    ['How is my playing handicap worked out for best ball?', 'handicap'],
    ['What does slope mean?', 'handicap'],
    ['How many strokes do I get on hole 5?', 'strokes-per-hole'],
    ['How are handicap strokes applied?', 'strokes-per-hole'],
    ['What does stroke index mean on the card?', 'strokes-per-hole'],
    ['Is the leaderboard gross or net?', 'net-score'],
    ['How does better ball work?', 'best-ball'],
    ['Explain a Texas scramble', 'scramble'],
    ['What is medal play?', 'stroke-play'],
    ['What does dormie mean?', 'match-play'],
    ['We won 4&3, is that good?', 'match-play'],
    ['How do Stableford points work?', 'stableford'],
    ['Which format is best for a charity day?', 'formats'],
    ['What happens if two teams are tied?', 'ties'],
    ['Is there a countback?', 'ties'],
    ['Why does it say thru 7?', 'thru-shotgun'],
    ['How does a shotgun start work?', 'thru-shotgun'],
    ['What is a birdie?', 'score-names'],
    ['What is par?', 'score-names'],
    ['Will the rain stop play?', 'weather'],
    ['Can we show the leaderboard on the clubhouse TV?', 'tv-view'],
    ["Who's winning?", 'leader'],
    ['Show me the standings', 'leader'],
    ['How do I update the raised amount?', 'charity-admin'],
    ['How much money has been raised so far?', 'charity-progress'],
    ['How can I donate?', 'donate'],
    ['Where do I put the invite code?', 'join-team'],
    ['How do I join my friends foursome?', 'join-team'],
    ['How do I change my team name?', 'manage-team'],
    ['How do I register my team?', 'register-foursome'],
    ['How do I enter scores?', 'enter-scores'],
    ['I entered a wrong score, how do I fix it?', 'enter-scores'],
    ['How does check-in work?', 'check-in'],
    ['Can I pre-register all the teams?', 'pre-register'],
    ['How do I set up a new tournament?', 'create-tournament'],
    ['How do I delete a tournament as the admin?', 'admin'],
    ['I forgot my password', 'sign-in'],
    ['How do I log in with Google?', 'sign-in'],
    ['Can we buy mulligans?', 'mulligans'],
    ['Is a gimme allowed?', 'mulligans'],
    ['What is the QR code for?', 'qr-code'],
    ['What does T3 mean?', 'ties'],
    ['What time do we tee off?', 'thru-shotgun'],
    ['I shot 85 with an 18 handicap, what is my net?', 'net-score'],
    ['Thanks a lot!', 'thanks'],
    ['Hello there', 'greeting'],
  ])('%p -> %p', (question, intent) => {
    expect(matchIntent(question)).toBe(intent);
  });

  it('answers nothing it has no knowledge of', () => {
    expect(matchIntent('What is the capital of France?')).toBeNull();
    expect(matchIntent('ok')).toBeNull();
    expect(matchIntent('')).toBeNull();
  });

  it('needs more than one weak keyword', () => {
    expect(matchIntent('What about the points?')).toBeNull();
    expect(matchIntent('Stableford points?')).toBe('stableford');
  });

  it('prefers a golf term over small talk in the same message', () => {
    expect(matchIntent('Hi! How does a scramble work?')).toBe('scramble');
  });

  it('lets the page decide between two equally good intents', () => {
    const question = 'What if we tie in a scramble?';
    const [first, second] = rankIntents(question, 'home');
    expect(first!.score).toBe(second!.score);
    expect(matchIntent(question, 'home')).toBe('scramble');
    expect(matchIntent(question, 'leaderboard')).toBe('ties');
  });
});
