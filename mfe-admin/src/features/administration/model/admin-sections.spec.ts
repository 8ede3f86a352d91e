import { landingSection, sectionsFor, worksInAdministration } from './admin-sections';

describe('the administration tabs by role', () => {
  it('shows the owner and a co-organiser every tab', () => {
    expect(sectionsFor('owner')).toHaveLength(12);
    expect(sectionsFor('co-organiser')).toEqual(sectionsFor('owner'));
    expect(landingSection('owner')).toBe('tournament');
  });

  it('shows a check-in desk Check-In alone (no teams editing, charity or registration settings) and lands there', () => {
    expect(sectionsFor('check-in')).toEqual(['check-in']);
    expect(landingSection('check-in')).toBe('check-in');
  });

  it('keeps scorers, contest volunteers and strangers out; the desks in', () => {
    expect(['owner', 'co-organiser', 'check-in', 'auction'].every((role) => worksInAdministration(role as never))).toBe(true);
    expect(worksInAdministration('scorer')).toBe(false);
    expect(worksInAdministration('contest')).toBe(false);
    expect(worksInAdministration(null)).toBe(false);
    expect(sectionsFor(null)).toEqual([]);
  });
});
