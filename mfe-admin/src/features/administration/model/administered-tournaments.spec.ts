import { sampleTournament } from '@fairway/api-client/testing';
import { adminFigures, administeredTournaments } from './administered-tournaments';

const mine = (name: string, date: string, status: 'active' | 'upcoming' | 'completed', charityRaised: number) =>
  sampleTournament({ id: crypto.randomUUID(), name, date, status, charityRaised, adminUserId: 'uid-ann' });

describe('the Admin page figures', () => {
  const list = [
    mine('Later', '2026-12-01', 'upcoming', 0),
    sampleTournament({ id: crypto.randomUUID(), name: 'Not mine', adminUserId: 'uid-bo', charityRaised: 999 }),
    mine('Today', '2026-11-23', 'active', 100.1),
    sampleTournament({
      id: crypto.randomUUID(),
      name: 'By my e-mail',
      adminUserId: 'ann@example.com',
      date: '2026-11-30',
      status: 'upcoming',
      charityRaised: 0.2,
    }),
  ];
  const ann = { uid: 'uid-ann', email: 'ann@example.com', emailVerified: true };

  it('lists only the tournaments the user administers (uid or verified e-mail), soonest first', () => {
    expect(administeredTournaments(list, ann).map((t) => t.name)).toEqual(['Today', 'By my e-mail', 'Later']);
    expect(administeredTournaments(list, { ...ann, emailVerified: false }).map((t) => t.name)).toEqual(['Today', 'Later']);
    expect(administeredTournaments(list, null)).toEqual([]);
  });

  it('counts them, the active ones and what they raised, in exact cents', () => {
    expect(adminFigures(administeredTournaments(list, ann))).toEqual({ total: 3, active: 1, raisedCents: 10_030 });
  });
});
