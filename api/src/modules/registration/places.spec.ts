import { freeUnits, placeUnitsOf, registrationPlaces, registrationStatus } from './places';

const window = { open: true, opensAt: new Date('2026-05-01T12:00:00Z'), closesAt: new Date('2026-06-01T12:00:00Z') };
const now = new Date('2026-05-10T12:00:00Z');

describe('places', () => {
  it('counts four single players as one team place', () => {
    const counts = { takenUnits: 9 * placeUnitsOf('team') + 3 * placeUnitsOf('single'), heldUnits: 0, waitlisted: 2 };
    expect(registrationPlaces(10, counts)).toEqual({ capacityTeams: 10, taken: 9.75, held: 0, teamsLeft: 0, singlesLeft: 1, waitlisted: 2 });
    expect(placeUnitsOf('sponsor')).toBe(0);
  });

  it('never answers fewer than no places left, even when the capacity was lowered below what is taken', () => {
    expect(freeUnits(2, { takenUnits: 12, heldUnits: 4, waitlisted: 0 })).toBe(0);
  });

  it('is open only when switched on, inside its window and with a place free', () => {
    const counts = { takenUnits: 0, heldUnits: 4, waitlisted: 0 };
    expect(registrationStatus(window, 2, counts, now)).toBe('open');
    expect(registrationStatus({ ...window, open: false }, 2, counts, now)).toBe('not-open');
    expect(registrationStatus(window, 2, counts, new Date('2026-04-30T12:00:00Z'))).toBe('not-yet-open');
    expect(registrationStatus(window, 2, counts, window.closesAt)).toBe('closed');
    expect(registrationStatus(window, 1, counts, now)).toBe('full');
    expect(registrationStatus({ open: true, opensAt: null, closesAt: null }, 1, { ...counts, heldUnits: 3 }, now)).toBe('open');
  });
});
