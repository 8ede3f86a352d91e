import { coordinatesKey, coordinatesLabel, roundCoordinates } from './weather-location';

describe('weather locations', () => {
  it('rounds to 2 decimals for the cache key', () => {
    expect(roundCoordinates({ latitude: 36.56861, longitude: -121.95056 })).toEqual({ latitude: 36.57, longitude: -121.95 });
    expect(coordinatesKey({ latitude: 36.566, longitude: -121.954 })).toBe(coordinatesKey({ latitude: 36.574, longitude: -121.946 }));
    expect(coordinatesKey({ latitude: -0.001, longitude: 0 })).toBe('0.00,0.00');
  });

  it('labels coordinates with hemispheres', () => {
    expect(coordinatesLabel({ latitude: 36.56861, longitude: -121.95056 })).toBe('36.57°N, 121.95°W');
    expect(coordinatesLabel({ latitude: -33.9, longitude: 18.42 })).toBe('33.90°S, 18.42°E');
  });
});
