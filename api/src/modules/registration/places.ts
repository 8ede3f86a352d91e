import { registrationLimits, type RegistrationKind, type RegistrationPlaces, type RegistrationStatus } from '@fairway/contracts/registration';

const unitsPerPlace = registrationLimits.singlesPerPlace;

/** A place is counted in quarters: a team takes a whole place, a single player a quarter, a sponsor none. */
export function placeUnitsOf(kind: RegistrationKind): number {
  if (kind === 'team') return unitsPerPlace;
  return kind === 'single' ? 1 : 0;
}

/** Quarters of places as they stand under the registration lock. */
export interface PlaceCounts {
  /** Paid registrations. */
  takenUnits: number;
  /** Open checkouts and waitlist offers. */
  heldUnits: number;
  waitlisted: number;
}

export function freeUnits(capacityTeams: number, counts: PlaceCounts): number {
  return Math.max(0, capacityTeams * unitsPerPlace - counts.takenUnits - counts.heldUnits);
}

export function registrationPlaces(capacityTeams: number, counts: PlaceCounts): RegistrationPlaces {
  const free = freeUnits(capacityTeams, counts);
  return {
    capacityTeams,
    taken: counts.takenUnits / unitsPerPlace,
    held: counts.heldUnits / unitsPerPlace,
    teamsLeft: Math.floor(free / unitsPerPlace),
    singlesLeft: free,
    waitlisted: counts.waitlisted,
  };
}

export interface RegistrationWindow {
  open: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

/** Where registration stands for a buyer now: the organiser's switch, then the window, then the places. */
export function registrationStatus(window: RegistrationWindow, capacityTeams: number, counts: PlaceCounts, now: Date): RegistrationStatus {
  if (!window.open) return 'not-open';
  if (window.opensAt && window.opensAt > now) return 'not-yet-open';
  if (window.closesAt && window.closesAt <= now) return 'closed';
  return freeUnits(capacityTeams, counts) === 0 ? 'full' : 'open';
}
