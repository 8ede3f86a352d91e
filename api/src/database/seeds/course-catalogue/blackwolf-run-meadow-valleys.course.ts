import type { CatalogueCourse, CatalogueTee } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

const par = [4, 4, 3, 5, 4, 4, 5, 3, 4, 4, 5, 4, 4, 4, 3, 5, 3, 4];
const strokeIndex = [7, 5, 15, 9, 11, 1, 17, 13, 3, 10, 14, 2, 8, 6, 16, 12, 18, 4];

function tee(name: string, courseRating: number, slopeRating: number, yards: number[]): CatalogueTee {
  return { name, courseRating, slopeRating, par: 72, holes: holesFromCard({ par, strokeIndex, yards }) };
}

export const blackwolfRunMeadowValleys: CatalogueCourse = {
  name: 'Blackwolf Run (Meadow Valleys Course)',
  location: 'Kohler, Wisconsin',
  latitude: 43.73833,
  longitude: -87.78111,
  tees: [
    tee('Green', 71.5, 136, [349, 385, 158, 516, 362, 444, 488, 176, 432, 330, 495, 407, 313, 384, 189, 487, 152, 383]),
    tee('Black', 75.3, 145, [392, 446, 182, 565, 403, 475, 520, 240, 485, 382, 522, 461, 341, 423, 227, 590, 182, 478]),
    tee('Blue', 73.3, 139, [368, 402, 176, 539, 380, 470, 494, 187, 462, 366, 514, 438, 335, 409, 196, 544, 165, 439]),
    tee('White', 70.3, 132, [335, 375, 142, 473, 340, 406, 475, 160, 413, 320, 487, 395, 304, 376, 150, 478, 138, 373]),
    tee('Red', 65.2, 123, [281, 278, 110, 428, 314, 341, 426, 112, 307, 242, 460, 327, 233, 293, 103, 415, 92, 303]),
  ],
};

/*
 * Sources:
 * - Par, stroke index, all five tees' yardages and ratings: transcription of photographed 2023 Kohler
 *   scorecards in a public GitHub script ("Transcribe the four Kohler cards ... verifying every printed
 *   total"); totals match the printed card (Black 7,314, Blue 6,884, Green 6,450, White 6,140, Red 5,065).
 * - That transcription inferred hole 7's par (5) from the printed out-total; the full par row
 *   (4,4,3,5,4,4,5,3,4 / 4,5,4,4,4,3,5,3,4) is confirmed independently by golfwithphilsokol.com
 *   "Blackwolf Run" (Meadow Valleys hole-by-hole, 7 = par 5, 520 yd).
 * - Stroke index identical in an unrelated repo's course library (BLACKWOLF_RUN_MEADOW_VALLEYS_HCS).
 * - Coordinates: Village of Kohler (Wikipedia via wikimili.com "Kohler, Wisconsin"); no course-level
 *   coordinates were found.
 */
