import { useEffect, useState } from 'react';
import type { WeatherCoordinates } from '@fairway/api-client';

export type GeolocationState =
  | { status: 'locating' }
  | { status: 'located'; coordinates: WeatherCoordinates }
  /** The user (or the browser's settings) refused: the weather falls back to the default location, with a warning. */
  | { status: 'denied' }
  /** No geolocation, no fix, or no answer to the prompt in time: the default location, without a warning. */
  | { status: 'unavailable' };

const permissionDenied = 1;

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * The device's position, asked once. A prompt left unanswered would wait forever, so after `patienceMs` the
 * state settles on 'unavailable' (callers then use the default location); a later answer still updates it.
 */
export function useGeolocation(patienceMs = 8_000): GeolocationState {
  const [state, setState] = useState<GeolocationState>(() => (hasGeolocation() ? { status: 'locating' } : { status: 'unavailable' }));
  useEffect(() => {
    if (!hasGeolocation()) return;
    let active = true;
    const settle = (next: GeolocationState) => active && setState(next);
    const patience = setTimeout(() => setState((current) => (current.status === 'locating' ? { status: 'unavailable' } : current)), patienceMs);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => settle({ status: 'located', coordinates: { lat: coords.latitude, lon: coords.longitude } }),
      (error) => settle({ status: error.code === permissionDenied ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: patienceMs },
    );
    return () => {
      active = false;
      clearTimeout(patience);
    };
  }, [patienceMs]);
  return state;
}
