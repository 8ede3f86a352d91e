import { renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { coursesQueryOptions, useCourses } from './get-courses';

const course = {
  id: 'pebble-beach',
  name: 'Pebble Beach Golf Links',
  location: 'Pebble Beach, California',
  latitude: 36.57,
  longitude: -121.95,
  tees: [{ name: 'Blue', slope: 144, rating: 75.5, par: 72, holes: [{ number: 1, par: 4, yardage: 380, handicap: 6 }] }],
};

describe('useCourses', () => {
  it('reads the catalogue with the default cache policy', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [course]));
    const { result } = renderHook(() => useCourses(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual([course]));
    expect(requestOf(fetch).url).toBe('/api/courses');
    expect(coursesQueryOptions().queryKey).toEqual(['/api/courses']);
  });
});
