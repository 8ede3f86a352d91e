import { jest } from '@jest/globals';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, requestOf } from '@fairway/api-client/testing';
import { queryWrapper } from '@fairway/api-client/testing';
import { sampleWeather } from '@fairway/api-client/testing';
import { useGeolocation } from './use-geolocation';
import { WeatherCard } from './weather-card';

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

function fakeGeolocation(answer: Answer | undefined) {
  const getCurrentPosition = jest.fn<Answer>((success, failure) => answer?.(success, failure));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const at =
  (latitude: number, longitude: number): Answer =>
  (success) =>
    success({ coords: { latitude, longitude } } as GeolocationPosition);
const refused: Answer = (_success, failure) => failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
const noFix: Answer = (_success, failure) => failure({ code: 2, message: 'Position unavailable' } as GeolocationPositionError);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  jest.useRealTimers();
});

describe('WeatherCard', () => {
  it('asks for the weather where the viewer is', async () => {
    fakeGeolocation(at(36.5725, -121.9486));
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, sampleWeather()));
    render(<WeatherCard />, { wrapper: queryWrapper() });
    await screen.findByText('72°F');
    expect(requestOf(fetch).url).toBe('/api/weather?lat=36.57&lon=-121.95');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to the default location with a warning when the location is refused', async () => {
    fakeGeolocation(refused);
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, sampleWeather()));
    render(<WeatherCard />, { wrapper: queryWrapper() });
    await screen.findByText('72°F');
    expect(requestOf(fetch).url).toBe('/api/weather');
    expect(screen.getByRole('status').textContent).toBe('Location access denied: showing weather for the default location');
  });

  it('uses the default location quietly when the device has no position', async () => {
    fakeGeolocation(noFix);
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, sampleWeather()));
    render(<WeatherCard variant="compact" />, { wrapper: queryWrapper() });
    await screen.findByText('72°F');
    expect(requestOf(fetch).url).toBe('/api/weather');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows Retry when the API cannot give the weather', async () => {
    fakeGeolocation(noFix);
    mockFetch().mockResolvedValue(fakeResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'Weather unavailable' }));
    render(<WeatherCard />, { wrapper: queryWrapper() });
    await screen.findByRole('button', { name: 'Retry' });
  });
});

describe('useGeolocation', () => {
  it('stops waiting for an unanswered prompt, and still takes a late answer', async () => {
    jest.useFakeTimers();
    let late: PositionCallback | undefined;
    fakeGeolocation((success) => (late = success));
    const { result } = renderHook(() => useGeolocation(1_000));
    expect(result.current.status).toBe('locating');
    act(() => void jest.advanceTimersByTime(1_000));
    expect(result.current.status).toBe('unavailable');
    act(() => late?.({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition));
    await waitFor(() => expect(result.current).toEqual({ status: 'located', coordinates: { lat: 1, lon: 2 } }));
  });

  it('is unavailable at once without geolocation', () => {
    const { result } = renderHook(() => useGeolocation());
    expect(result.current.status).toBe('unavailable');
  });
});
