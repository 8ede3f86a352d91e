import { renderHook, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleWeather } from '../testing/sample-data';
import { useWeather, weatherQueryOptions, weatherUrl } from './get-weather';

describe('weather', () => {
  it('asks for the default location without coordinates, and for rounded coordinates with them', () => {
    expect(weatherUrl()).toBe('/api/weather');
    expect(weatherUrl(null)).toBe('/api/weather');
    expect(weatherUrl({ lat: 36.56789, lon: -121.94731 })).toBe('/api/weather?lat=36.57&lon=-121.95');
  });

  it('is stale after 4 minutes and refetched every 5', () => {
    expect(weatherQueryOptions()).toMatchObject({ queryKey: ['/api/weather', null], staleTime: 240_000, refetchInterval: 300_000 });
    expect(weatherQueryOptions({ lat: 1.234, lon: 5.678 }).queryKey).toEqual(['/api/weather', { lat: 1.23, lon: 5.68 }]);
  });

  it('holds the request while disabled, then fetches and parses the report', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, sampleWeather()));
    const { result, rerender } = renderHook(({ enabled }) => useWeather({ lat: 36.57, lon: -121.95 }, { enabled }), {
      wrapper: queryWrapper(),
      initialProps: { enabled: false },
    });
    expect(fetch).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(sampleWeather()));
    expect(requestOf(fetch).url).toBe('/api/weather?lat=36.57&lon=-121.95');
  });
});
