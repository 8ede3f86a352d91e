import type { CatalogueCourse } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

const par = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
const strokeIndex = [6, 10, 12, 16, 14, 2, 18, 4, 8, 3, 9, 17, 7, 1, 13, 11, 15, 5];

export const pebbleBeachGolfLinks: CatalogueCourse = {
  name: 'Pebble Beach Golf Links',
  location: 'Pebble Beach, California',
  latitude: 36.56861,
  longitude: -121.95056,
  tees: [
    {
      name: 'Blue',
      slopeRating: 144,
      courseRating: 74.9,
      par: 72,
      holes: holesFromCard({
        par,
        strokeIndex,
        yards: [378, 509, 397, 333, 189, 498, 107, 416, 483, 444, 370, 202, 401, 559, 393, 400, 182, 541],
      }),
    },
    {
      name: 'Gold',
      slopeRating: 137,
      courseRating: 73.4,
      par: 72,
      holes: holesFromCard({
        par,
        strokeIndex,
        yards: [349, 491, 381, 308, 145, 490, 98, 388, 463, 428, 349, 187, 390, 545, 375, 378, 176, 531],
      }),
    },
  ],
};

/*
 * Sources:
 * - Blue yardage and par, holes 1-9: official hole pages, https://www.pebblebeach.com/courseholeajax/198
 *   (378, 509, 397, 333, 189, 498, 107, 416, 483).
 * - Blue holes 10-18, stroke index, Blue 74.9/144 (6,802 yd), Gold men 73.4/137 (6,472 yd): yardage-hub
 *   public course directory record for "Pebble Beach Golf Links" as reproduced in a GitHub test fixture
 *   that records the directory's answer as it returns it; Blue 74.9/144 and hole 1
 *   378 yd / SI 6 also match a golfcourseapi.com response quoted in another public repo.
 * - Gold per-hole yardages: tackleguy/TeeReady api/golf/_data/scorecards.ts ("mid" row); they sum to the
 *   directory's 6,472 yd Gold total.
 * - Stroke index 6,10,12,16,14,2,18,4,8 / 3,9,17,7,1,13,11,15,5 appears identically in several unrelated
 *   repos (e.g. ehermanson/golf-tracker prisma/mock_data/course-mocks.ts). An older card
 *   (artistsgolf.com/pblebch.htm, 6,799 yd) shows a different, superseded index; the current one is used.
 * - Coordinates: Wikipedia, "Pebble Beach Golf Links" (36°34'07"N 121°57'02"W).
 */
