import type { CatalogueCourse, CatalogueTee } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

const par = [4, 5, 3, 4, 5, 4, 3, 4, 4, 4, 5, 3, 4, 4, 4, 5, 3, 4];
const strokeIndex = [15, 7, 17, 1, 5, 13, 9, 3, 11, 12, 6, 18, 14, 16, 4, 10, 8, 2];

function tee(name: string, courseRating: number, slopeRating: number, yards: number[]): CatalogueTee {
  return { name, courseRating, slopeRating, par: 72, holes: holesFromCard({ par, strokeIndex, yards }) };
}

export const whistlingStraitsStraits: CatalogueCourse = {
  name: 'Whistling Straits (Straits Course)',
  location: 'Haven, Wisconsin',
  latitude: 43.8497536,
  longitude: -87.7345419,
  tees: [
    tee('Green', 71.9, 141, [370, 521, 166, 414, 543, 360, 185, 429, 384, 334, 544, 118, 364, 346, 429, 535, 197, 424]),
    tee('Black', 77.2, 152, [493, 597, 188, 494, 603, 409, 221, 506, 442, 391, 645, 163, 402, 396, 503, 568, 249, 520]),
    tee('Blue', 74.2, 145, [405, 533, 180, 451, 563, 378, 205, 470, 412, 376, 563, 138, 389, 360, 464, 545, 223, 487]),
    tee('White', 70.4, 137, [361, 508, 154, 404, 527, 352, 172, 405, 371, 320, 519, 99, 336, 332, 402, 513, 165, 420]),
    tee('Red', 66.4, 129, [325, 447, 111, 354, 459, 282, 132, 355, 347, 304, 479, 89, 319, 271, 367, 412, 131, 380]),
  ],
};

/*
 * Sources:
 * - Par, stroke index, all five tees' yardages and ratings: transcription of photographed 2023 Kohler
 *   scorecards in a public GitHub script ("Transcribe the four Kohler cards ... verifying every printed
 *   total"); each tee's out/in/total matches the printed card (Black 7,790, Blue 7,142, Green 6,663,
 *   White 6,360, Red 5,564).
 * - Ratings cross-checked: tigergolftraveler.com "Whistling Straits (Straits)" (2019) lists the same
 *   totals and 77.2/152, 74.2/145, 71.9/141, 70.4/137, 66.4/129 (men's). Green is first because the card
 *   recommends it for 9-14 handicaps (arccosgolf.com "Amateur Golfers Have A Tough Time Tackling
 *   Whistling Straits").
 * - Stroke index also identical in two unrelated repos (a Kohler Ryder Cup trip app, a course library).
 * - Coordinates and location: Wikipedia, "Whistling Straits" (43.8497536, -87.7345419; Haven, Wisconsin).
 */
