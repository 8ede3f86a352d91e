/** One hole as printed on a tee's scorecard row. `handicap` is the stroke index (1 = hardest). */
export interface CatalogueHole {
  number: number;
  par: number;
  yardage: number;
  handicap: number;
}

/** A set of tees with its USGA/WHS rating (men's, as printed on the card or rating record). */
export interface CatalogueTee {
  name: string;
  slopeRating: number;
  courseRating: number;
  par: number;
  holes: CatalogueHole[];
}

/** A real course. The product uses the first tee's holes, so the most-played tee comes first. */
export interface CatalogueCourse {
  name: string;
  location: string;
  latitude: number;
  longitude: number;
  tees: CatalogueTee[];
}
