import type { CatalogueCourse } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

const par = [4, 4, 3, 4, 4, 5, 4, 3, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];
const strokeIndex = [5, 15, 13, 3, 11, 9, 1, 17, 7, 16, 14, 2, 6, 8, 12, 18, 4, 10];

export const torreyPinesSouth: CatalogueCourse = {
  name: 'Torrey Pines Golf Course (South Course)',
  location: 'La Jolla, California',
  latitude: 32.9045,
  longitude: -117.2454,
  tees: [
    {
      name: 'Green',
      slopeRating: 132,
      courseRating: 72.4,
      par: 72,
      holes: holesFromCard({
        par,
        strokeIndex,
        yards: [419, 344, 146, 420, 393, 505, 424, 149, 514, 352, 190, 444, 514, 394, 355, 183, 398, 491],
      }),
    },
    {
      name: 'White',
      slopeRating: 125,
      courseRating: 69.2,
      par: 72,
      holes: holesFromCard({
        par,
        strokeIndex,
        yards: [409, 323, 142, 384, 382, 449, 387, 139, 457, 308, 171, 411, 486, 359, 339, 151, 375, 473],
      }),
    },
  ],
};

/*
 * Sources:
 * - Par, stroke index and Green/White per-hole yardages: a San Diego golfer's public course data file
 *   (TypeScript getCourseDetail, "GreenTorreyPinesGolfCourseSouth" / "WhiteTorreyPinesGolfCourseSouth")
 *   whose out/in/total rows check: Green 3,314 / 3,321 / 6,635, White 3,072 / 3,073 / 6,145.
 * - Stroke index also in an unrelated course library (TORREY_PINES_SOUTH_HCS); holes 1-3 (5, 15, 13) match
 *   golfsd.com "How to Play Torrey Pines". Par row matches tackleguy/TeeReady scorecards.ts.
 * - Rating/slope (Green 6,635 yd 72.4/132, White 6,145 yd 69.2/125): only source found is that course
 *   library (TORREY_PINES_SOUTH_TEES); its tee totals agree with the card data above. Single source.
 * - Coordinates and location: Wikipedia, "Torrey Pines Golf Course" (32.9045, -117.2454; La Jolla).
 */
