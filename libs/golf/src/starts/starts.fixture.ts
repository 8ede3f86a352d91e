import type { StartHole } from './starts.type';

/** Pebble-like pars and lengths: four par 3s, four par 5s, ten par 4s. */
const pars = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
const yards = [380, 502, 390, 331, 195, 513, 109, 428, 505, 446, 390, 202, 445, 580, 397, 403, 178, 543];

export const courseHoles: StartHole[] = pars.map((par, index) => ({ number: index + 1, par, yardage: yards[index]! }));

export const teamIdsOf = (count: number) => Array.from({ length: count }, (_, index) => `team-${index + 1}`);
