import { sampleTournament } from '@fairway/api-client/testing';
import { groupTournaments, tournamentStats } from './tournament-groups';

const tournament = (name: string, status: 'active' | 'upcoming' | 'completed', date: string, charityRaised = 0) =>
  sampleTournament({ id: crypto.randomUUID(), name, status, date, charityRaised });

describe('the Tournaments page figures', () => {
  const list = [
    tournament('Later Cup', 'upcoming', '2026-12-20'),
    tournament('Soon Cup', 'upcoming', '2026-12-01'),
    tournament('Today A', 'active', '2026-11-23', 1200.5),
    tournament('Old Open', 'completed', '2026-05-01', 8000.25),
    tournament('Recent Open', 'completed', '2026-10-01', 0.1),
  ];

  it('groups by status, soonest first ahead and most recent first behind', () => {
    const groups = groupTournaments(list);
    expect(groups.active.map((t) => t.name)).toEqual(['Today A']);
    expect(groups.upcoming.map((t) => t.name)).toEqual(['Soon Cup', 'Later Cup']);
    expect(groups.completed.map((t) => t.name)).toEqual(['Recent Open', 'Old Open']);
  });

  it('adds the platform history to Completed and Total Raised, summing money in exact cents', () => {
    const stats = tournamentStats(groupTournaments(list), { completedEvents: 6293, raisedDollars: 1_210_071 });
    expect(stats).toMatchObject({ active: 1, upcoming: 2, completed: 6295, raisedCents: 121_927_185 });
  });

  it('counts only this installation with a history of zero', () => {
    const stats = tournamentStats(groupTournaments(list), { completedEvents: 0, raisedDollars: 0 });
    expect(stats).toMatchObject({ completed: 2, raisedCents: 920_085 });
  });
});
