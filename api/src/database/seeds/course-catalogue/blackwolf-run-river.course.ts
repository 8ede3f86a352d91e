import type { CatalogueCourse, CatalogueTee } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

const par = [5, 4, 4, 3, 4, 4, 4, 5, 4, 3, 5, 4, 3, 4, 4, 5, 3, 4];
const strokeIndex = [5, 13, 1, 15, 3, 17, 7, 9, 11, 14, 6, 2, 10, 16, 18, 8, 12, 4];

function tee(name: string, courseRating: number, slopeRating: number, yards: number[]): CatalogueTee {
  return { name, courseRating, slopeRating, par: 72, holes: holesFromCard({ par, strokeIndex, yards }) };
}

export const blackwolfRunRiver: CatalogueCourse = {
  name: 'Blackwolf Run (River Course)',
  location: 'Kohler, Wisconsin',
  latitude: 43.73833,
  longitude: -87.78111,
  tees: [
    tee('Green', 72.1, 139, [526, 355, 395, 185, 388, 333, 374, 492, 316, 194, 536, 423, 150, 304, 346, 540, 168, 440]),
    tee('Black', 76.2, 151, [610, 377, 468, 219, 427, 388, 426, 532, 361, 227, 621, 486, 231, 346, 374, 620, 181, 510]),
    tee('Blue', 73.7, 144, [564, 370, 410, 195, 400, 361, 401, 524, 337, 204, 560, 465, 205, 310, 354, 560, 175, 470]),
    tee('White', 70.3, 132, [501, 345, 389, 146, 376, 308, 352, 470, 302, 175, 522, 372, 135, 294, 329, 511, 153, 415]),
    tee('Red', 65.7, 123, [411, 310, 295, 117, 275, 265, 298, 401, 238, 147, 446, 333, 101, 228, 290, 483, 131, 351]),
  ],
};

/*
 * Sources:
 * - Par, stroke index, all five tees' yardages and ratings: transcription of photographed 2023 Kohler
 *   scorecards in a public GitHub script ("Transcribe the four Kohler cards ... verifying every printed
 *   total"); totals match the printed card (Black 7,404, Blue 6,865, Green 6,465, White 6,095, Red 5,120).
 * - Ratings cross-checked: tigergolftraveler.com "Blackwolf Run (River)" (2019) lists Black 7,404 and
 *   Blue 6,865 yd with 76.2/151, 73.7/144, 72.1/139, 70.3/132, 65.7/123 (men's) — its Green, White and
 *   Red totals (6,507 / 6,110 / 5,115) differ slightly from the 2023 card used here.
 * - Pars 1-5 (5,4,4,3,4) also match golfwithphilsokol.com "Blackwolf Run"; stroke index identical in two
 *   unrelated repos (a Kohler Ryder Cup trip app, a course library).
 * - Coordinates: no course-level coordinates were found; these are the Village of Kohler's (Wikipedia via
 *   wikimili.com "Kohler, Wisconsin", 43°44'18"N 87°46'52"W). The course (1111 W Riverside Dr) is in the village.
 */
