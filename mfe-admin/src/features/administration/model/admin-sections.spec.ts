import { adminSections, landingSection, sectionsFor, worksInAdministration } from './admin-sections';

describe('the administration tabs by role', () => {
  it('shows the owner and a co-organiser every tab', () => {
    expect(sectionsFor('owner')).toEqual([...adminSections]);
    expect(sectionsFor('co-organiser')).toEqual(sectionsFor('owner'));
    expect(landingSection('owner')).toBe('tournament');
  });

  it('shows a check-in desk Check-In and the Auction (to give guests bidder numbers), no teams editing, charity or registration settings, and lands on Check-In', () => {
    expect(sectionsFor('check-in')).toEqual(['check-in', 'auction']);
    expect(landingSection('check-in')).toBe('check-in');
  });

  it('shows the auction desk the Auction alone and lands there', () => {
    expect(sectionsFor('auction')).toEqual(['auction']);
    expect(landingSection('auction')).toBe('auction');
  });

  it('keeps scorers, contest volunteers and strangers out; the desks in', () => {
    expect(['owner', 'co-organiser', 'check-in', 'auction'].every((role) => worksInAdministration(role as never))).toBe(true);
    expect(worksInAdministration('scorer')).toBe(false);
    expect(worksInAdministration('contest')).toBe(false);
    expect(worksInAdministration(null)).toBe(false);
    expect(sectionsFor(null)).toEqual([]);
  });
});
