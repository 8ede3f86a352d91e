import type { CatalogueCourse } from './course-catalogue.types';
import { holesFromCard } from './holes-from-card';

export const tpcSawgrassStadium: CatalogueCourse = {
  name: 'TPC Sawgrass (THE PLAYERS Stadium Course)',
  location: 'Ponte Vedra Beach, Florida',
  latitude: 30.194562,
  longitude: -81.390851,
  tees: [
    {
      name: 'THE PLAYERS',
      slopeRating: 155,
      courseRating: 76.8,
      par: 72,
      holes: holesFromCard({
        par: [4, 5, 3, 4, 4, 4, 4, 3, 5, 4, 5, 4, 3, 4, 4, 5, 3, 4],
        strokeIndex: [11, 15, 17, 9, 3, 13, 1, 7, 5, 12, 8, 16, 18, 4, 6, 10, 14, 2],
        yards: [423, 532, 177, 384, 471, 393, 451, 237, 602, 424, 558, 369, 181, 481, 470, 523, 137, 462],
      }),
    },
  ],
};

/*
 * Sources:
 * - Par and yardage (THE PLAYERS tees, out 3,670 / in 3,605 / 7,275): "TPC Sawgrass Players Stadium Course
 *   scorecard and course breakdown for 2024 The Players Championship", thegolfnewsnet.com (2024-03-11); the
 *   same 18 numbers were read off the physical card in a public repo's seed migration ("Men's HCP per
 *   Stadium scorecard (Gentlemen's Handicap row)").
 * - Stroke index (Gentlemen's handicap row): that migration, and identically in several unrelated repos
 *   (a "Golfify scorecard (SI + Par)" course library, an "In Pursuit of Par" TPC Sawgrass game).
 * - Rating/slope 76.8/155: published for "The Players" tees when they measured 7,215 yd
 *   (tigergolftraveler.com "TPC Sawgrass (Players Stadium)", Wikipedia "TPC at Sawgrass" infobox). No
 *   rating for the current 7,275 yd measurement was found; the difference is noted in the catalogue report.
 * - Only the tournament tees had a verified per-hole card, so that is the single tee here.
 * - Coordinates: where2golf.com "TPC Sawgrass (Stadium)" (30.194562, -81.390851).
 */
