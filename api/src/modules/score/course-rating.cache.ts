import type { CourseRating } from '../../common/scoring/round-settings';

const ttlMs = 10 * 60 * 1000;

/**
 * Slope and rating of a course's first tee, per course: catalogue data that only changes when the
 * catalogue is re-seeded, read on every score write. Kept ten minutes. Callers load through their own
 * transaction's connection: a separate one could wait on a pool their transactions already hold.
 */
export class CourseRatingCache {
  private readonly entries = new Map<string, { rating: Promise<CourseRating | null>; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(courseId: string | null, load: (courseId: string) => Promise<CourseRating | null>): Promise<CourseRating | null> {
    if (!courseId) return Promise.resolve(null);
    const cached = this.entries.get(courseId);
    if (cached && cached.expiresAt > this.now()) return cached.rating;
    const rating = load(courseId);
    this.entries.set(courseId, { rating, expiresAt: this.now() + ttlMs });
    rating.catch(() => this.entries.delete(courseId));
    return rating;
  }
}
