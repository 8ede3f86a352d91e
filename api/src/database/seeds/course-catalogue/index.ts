import type { CatalogueCourse } from './course-catalogue.types';
import { blackwolfRunMeadowValleys } from './blackwolf-run-meadow-valleys.course';
import { blackwolfRunRiver } from './blackwolf-run-river.course';
import { kiawahIslandOcean } from './kiawah-island-ocean.course';
import { pebbleBeachGolfLinks } from './pebble-beach-golf-links.course';
import { torreyPinesSouth } from './torrey-pines-south.course';
import { tpcSawgrassStadium } from './tpc-sawgrass-stadium.course';
import { whistlingStraitsIrish } from './whistling-straits-irish.course';
import { whistlingStraitsStraits } from './whistling-straits-straits.course';

export type { CatalogueCourse, CatalogueHole, CatalogueTee } from './course-catalogue.types';

/** Real courses with their published scorecards, for demo seeding. Sources are cited in each file. */
export const courseCatalogue: readonly CatalogueCourse[] = [
  pebbleBeachGolfLinks,
  tpcSawgrassStadium,
  whistlingStraitsStraits,
  torreyPinesSouth,
  kiawahIslandOcean,
  blackwolfRunRiver,
  whistlingStraitsIrish,
  blackwolfRunMeadowValleys,
];
