import type { CatalogueCourse, CatalogueTee } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

const par = [4, 4, 3, 4, 5, 3, 4, 5, 4, 4, 3, 4, 3, 5, 4, 4, 4, 5];
const strokeIndex = [4, 6, 18, 2, 14, 16, 12, 10, 8, 5, 15, 13, 17, 11, 1, 3, 7, 9];

function tee(name: string, courseRating: number, slopeRating: number, yards: number[]): CatalogueTee {
  return { name, courseRating, slopeRating, par: 72, holes: holesFromCard({ par, strokeIndex, yards }) };
}

export const whistlingStraitsIrish: CatalogueCourse = {
  name: 'Whistling Straits (Irish Course)',
  location: 'Haven, Wisconsin',
  latitude: 43.8497536,
  longitude: -87.7345419,
  tees: [
    tee('Green', 72.0, 137, [369, 347, 128, 432, 501, 135, 344, 501, 322, 378, 177, 373, 152, 508, 416, 425, 335, 523]),
    tee('Black', 75.6, 146, [400, 372, 147, 489, 570, 160, 372, 555, 484, 398, 208, 413, 183, 564, 479, 474, 375, 558]),
    tee('Blue', 73.5, 141, [387, 360, 138, 443, 517, 149, 363, 542, 409, 387, 193, 396, 160, 520, 459, 436, 355, 536]),
    tee('White', 70.3, 133, [359, 340, 118, 405, 477, 123, 339, 459, 308, 361, 169, 349, 145, 469, 370, 383, 325, 493]),
    tee('Red', 65.6, 122, [301, 309, 87, 336, 430, 97, 320, 392, 263, 340, 125, 290, 111, 380, 335, 333, 272, 388]),
  ],
};

/*
 * Sources:
 * - Par, stroke index, all five tees' yardages and ratings: transcription of photographed 2023 Kohler
 *   scorecards in a public GitHub script ("Transcribe the four Kohler cards ... verifying every printed
 *   total"); totals match the printed card (Black 7,201, Blue 6,750, Green 6,366, White 5,992, Red 5,109).
 * - Black 7,201 yd / 75.6 also in Wikipedia, "Whistling Straits" (2010 revision infobox, Irish Course).
 * - Stroke index identical in an unrelated repo's course library (WHISTLING_STRAITS_IRISH_HCS).
 * - Green first: the mid tee recommended for 9-14 handicaps on the Kohler cards.
 * - Coordinates and location: Wikipedia, "Whistling Straits" (same complex as the Straits Course).
 */
