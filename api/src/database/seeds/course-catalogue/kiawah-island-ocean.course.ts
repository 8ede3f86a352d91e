import type { CatalogueCourse } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

export const kiawahIslandOcean: CatalogueCourse = {
  name: 'Kiawah Island Golf Resort (The Ocean Course)',
  location: 'Kiawah Island, South Carolina',
  latitude: 32.60944,
  longitude: -80.09778,
  tees: [
    {
      name: 'Gold',
      slopeRating: 150,
      courseRating: 74.7,
      par: 72,
      holes: holesFromCard({
        par: [4, 5, 4, 4, 3, 4, 5, 3, 4, 4, 5, 4, 4, 3, 4, 5, 3, 4],
        strokeIndex: [15, 3, 9, 1, 11, 13, 7, 17, 5, 16, 8, 10, 2, 14, 18, 4, 12, 6],
        yards: [371, 520, 363, 430, 185, 382, 505, 180, 415, 388, 521, 420, 371, 171, 387, 548, 197, 439],
      }),
    },
  ],
};

/*
 * Sources:
 * - Gold tee (6,793 yd, 74.7/150), par, stroke index and per-hole yardage: a public repo's test fixture of
 *   "read-only Production evidence" for course "The Ocean Course" (course_id OCGC01, tee Gold).
 * - Stroke index identical in a Kiawah trip guide ("R3 ... SI: 15,3,9,1,11,13,7,17,5,16,8,10,2,14,18,4,12,6")
 *   and an unrelated course library (KIAWAH_OCEAN_CHAMP_HCS). Par row matches golfwithphilsokol.com
 *   "Kiawah Island (Ocean Course)" and tackleguy/TeeReady scorecards.ts.
 * - Only the Gold tee had a per-hole card with rating found, so it is the single tee.
 * - Coordinates: Wikipedia, "Kiawah Island Golf Resort" infobox (32°36'34"N 80°05'52"W) — the resort's,
 *   not the Ocean Course clubhouse's; no course-level coordinates were found.
 */
