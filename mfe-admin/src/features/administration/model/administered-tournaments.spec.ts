import { sampleTournament } from '@fairway/api-client/testing';
import { adminFigures, administeredTournaments, landingElsewhere } from './administered-tournaments';

// As the API answers the signed-in organiser: canManage on their own tournaments (by uid or verified e-mail,
// decided on the server), and no admin id on anyone else's.
const mine = (name: string, date: string, status: 'active' | 'upcoming' | 'completed', charityRaised: number) =>
  sampleTournament({ id: crypto.randomUUID(), name, date, status, charityRaised, canManage: true, adminUserId: 'uid-ann' });

describe('the Admin page figures', () => {
  const list = [
    mine('Later', '2026-12-01', 'upcoming', 0),
    sampleTournament({ id: crypto.randomUUID(), name: 'Not mine', charityRaised: 999 }),
    mine('Today', '2026-11-23', 'active', 100.1),
    { ...mine('By my e-mail', '2026-11-30', 'upcoming', 0.2), adminUserId: 'ann@example.com' },
  ];

  it('lists only the tournaments the caller manages, soonest first', () => {
    expect(administeredTournaments(list).map((t) => t.name)).toEqual(['Today', 'By my e-mail', 'Later']);
    expect(administeredTournaments(list.map((tournament) => ({ ...tournament, canManage: false })))).toEqual([]);
  });

  it('counts them, the active ones and what they raised, in exact cents', () => {
    expect(adminFigures(administeredTournaments(list))).toEqual({ total: 3, active: 1, raisedCents: 10_030 });
  });
});

describe('landingElsewhere', () => {
  const id = '00000000-0000-4000-8000-0000000000a1';
  const asRole = (myRole: 'owner' | 'check-in' | 'scorer' | 'contest' | null) => [sampleTournament({ id, canManage: false, myRole })];

  it("names a scorer's field cards and a contest volunteer's stations", () => {
    expect(landingElsewhere(asRole('scorer'), id)).toBe(`/tournament/${id}/field-cards`);
    expect(landingElsewhere(asRole('contest'), id)).toBe(`/tournament/${id}/my-stations`);
  });

  it('keeps organisers, desks, people without a role and unknown tournaments here', () => {
    expect(landingElsewhere(asRole('owner'), id)).toBeNull();
    expect(landingElsewhere(asRole('check-in'), id)).toBeNull();
    expect(landingElsewhere(asRole(null), id)).toBeNull();
    expect(landingElsewhere(asRole('scorer'), '00000000-0000-4000-8000-0000000000b2')).toBeNull();
  });
});
