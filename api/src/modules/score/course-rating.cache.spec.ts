import { CourseRatingCache } from './course-rating.cache';

describe('CourseRatingCache', () => {
  it('loads a course once for ten minutes, then again; a failed load is not kept', async () => {
    let now = 0;
    const cache = new CourseRatingCache(() => now);
    const calls: string[] = [];
    const load = async (id: string) => {
      calls.push(id);
      if (id === 'bad') throw new Error('down');
      return { slope: 130, rating: 72.1 };
    };

    await expect(cache.get('pebble', load)).resolves.toEqual({ slope: 130, rating: 72.1 });
    await cache.get('pebble', load);
    expect(calls).toEqual(['pebble']);
    now = 10 * 60 * 1000 + 1;
    await cache.get('pebble', load);
    expect(calls).toEqual(['pebble', 'pebble']);

    await expect(cache.get('bad', load)).rejects.toThrow('down');
    await expect(cache.get('bad', load)).rejects.toThrow('down');
    expect(calls).toEqual(['pebble', 'pebble', 'bad', 'bad']);
    await expect(cache.get(null, load)).resolves.toBeNull();
  });
});
