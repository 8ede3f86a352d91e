import { sampleTeam } from '@fairway/api-client/testing';
import type { Team } from '@fairway/contracts/team';
import { startingHolesView } from './tv-starting-holes';

let made = 0;
const team = (name: string, startingHole: number | null, startSlot: string | null = null, teeTime: string | null = null): Team =>
  sampleTeam({ id: `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`, name, startingHole, startSlot, teeTime });

describe('startingHolesView', () => {
  it('puts each group on its hole, A before B, and says a single horn time once', () => {
    const view = startingHolesView([team('Fore Play', 7, 'B', '08:00'), team('The Birdie Hunters', 7, 'A', '08:00'), team('Eagles', 1, null, '08:00')]);
    expect(view?.layout).toBe('holes');
    if (view?.layout !== 'holes') return;
    expect(view.holes).toHaveLength(18);
    expect(view.holes[6]!.groups.map((group) => `${group.place} ${group.teamName}`)).toEqual(['7A The Birdie Hunters', '7B Fore Play']);
    expect(view.holes[0]!.groups.map((group) => group.place)).toEqual(['1']);
    expect(view.holes[1]!.groups).toEqual([]);
    expect(view.sharedTime).toBe('08:00');
  });

  it('keeps each wave of a two-wave shotgun on its hole in time order, and names no shared time', () => {
    const view = startingHolesView([team('Late', 3, 'A', '13:30'), team('Early', 3, 'A', '08:00'), team('Other', 4, null, '08:00')]);
    if (view?.layout !== 'holes') throw new Error('expected the holes');
    expect(view.holes[2]!.groups.map((group) => [group.teamName, group.teeTime])).toEqual([
      ['Early', '08:00'],
      ['Late', '13:30'],
    ]);
    expect(view.sharedTime).toBeNull();
  });

  it('lists the tee times when one hole has more groups than a cell holds (a tee-time start off 1 and 10)', () => {
    const field = ['08:00', '08:00', '08:10', '08:10', '08:20', '08:20', '08:30', '08:30', '08:40', '08:40'].map((time, index) =>
      team(`Team ${index + 1}`, index % 2 === 0 ? 1 : 10, null, time),
    );
    const view = startingHolesView(field);
    if (view?.layout !== 'times') throw new Error('expected the times');
    expect(view.times.map((time) => [time.teeTime, time.groups.map((group) => `${group.place} ${group.teamName}`)])).toEqual([
      ['08:00', ['1 Team 1', '10 Team 2']],
      ['08:10', ['1 Team 3', '10 Team 4']],
      ['08:20', ['1 Team 5', '10 Team 6']],
      ['08:30', ['1 Team 7', '10 Team 8']],
      ['08:40', ['1 Team 9', '10 Team 10']],
    ]);
  });

  it('has nothing to show for a field not placed: every team on hole 1 by default, or no hole at all', () => {
    expect(startingHolesView([team('A', 1), team('B', 1), team('C', null)])).toBeNull();
    expect(startingHolesView([])).toBeNull();
    expect(startingHolesView([team('A', 1), team('B', 5)])?.layout).toBe('holes');
  });
});
