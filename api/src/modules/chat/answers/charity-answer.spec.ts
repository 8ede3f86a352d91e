import type { PublicTournament } from '@fairway/contracts';
import { charityAnswer, donationLinks } from './charity-answer';

function tournament(overrides: Partial<PublicTournament>): PublicTournament {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Spring Classic',
    course: 'Pebble Beach Golf Links',
    courseId: null,
    date: '2026-06-01',
    format: 'best-ball',
    holes: [],
    status: 'active',
    charityName: 'Junior Golf Foundation',
    charityGoal: 5000,
    charityRaised: 1250.5,
    sponsors: [],
    charityPaypalLink: null,
    tieBreak: 'share',
    handicapAllowances: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('charityAnswer', () => {
  it('gives raised, goal, percent and the next milestone', () => {
    expect(charityAnswer([tournament({})])).toContain(
      '- Spring Classic: $1,250.50 raised of $5,000 for Junior Golf Foundation (25% of the goal). Next milestone: $2,500.',
    );
  });

  it('says when the goal is reached, and adds up several tournaments', () => {
    const answer = charityAnswer([tournament({ charityRaised: 6000 }), tournament({ name: 'Evening Cup', charityRaised: 30000, charityGoal: 0 })]);
    expect(answer).toContain('$6,000 raised of $5,000 for Junior Golf Foundation (goal reached!). Next milestone: $7,500.');
    expect(answer).toContain('- Evening Cup: $30,000 raised of $0 for Junior Golf Foundation (no goal set).');
    expect(answer).toContain('Together: $36,000.');
  });
});

describe('donationLinks', () => {
  it('lists only tournaments with a donation link', () => {
    const links = donationLinks([tournament({ charityPaypalLink: 'https://paypal.me/juniorgolf' }), tournament({ name: 'No Link' })]);
    expect(links).toEqual(['- Junior Golf Foundation (Spring Classic): https://paypal.me/juniorgolf']);
  });
});
