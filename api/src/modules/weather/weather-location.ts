export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface WeatherLocation extends Coordinates {
  /** Shown as the weather's `location`. */
  name: string;
}

/** Used when no coordinates are sent and no active tournament's course has any: Pebble Beach Golf Links. */
export const DEFAULT_WEATHER_LOCATION: WeatherLocation = {
  latitude: 36.56861,
  longitude: -121.95056,
  name: 'Pebble Beach, California',
};

const CACHE_DECIMALS = 2;

/** Locations within about a kilometre share one cache entry and one upstream call (2 decimals). */
export function roundCoordinates({ latitude, longitude }: Coordinates): Coordinates {
  const round = (value: number) => Number(value.toFixed(CACHE_DECIMALS)) || 0;
  return { latitude: round(latitude), longitude: round(longitude) };
}

export function coordinatesKey(coordinates: Coordinates): string {
  const { latitude, longitude } = roundCoordinates(coordinates);
  return `${latitude.toFixed(CACHE_DECIMALS)},${longitude.toFixed(CACHE_DECIMALS)}`;
}

/** '36.57°N, 121.95°W' for coordinates sent by the client (the API knows no place names for them). */
export function coordinatesLabel(coordinates: Coordinates): string {
  const { latitude, longitude } = roundCoordinates(coordinates);
  const north = `${Math.abs(latitude).toFixed(CACHE_DECIMALS)}°${latitude < 0 ? 'S' : 'N'}`;
  const east = `${Math.abs(longitude).toFixed(CACHE_DECIMALS)}°${longitude < 0 ? 'W' : 'E'}`;
  return `${north}, ${east}`;
}
