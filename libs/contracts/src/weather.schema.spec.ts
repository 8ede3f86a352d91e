import { messages } from './messages';
import { issueMessages } from './testing/zod-issues';
import { weatherQuery, weatherResponse } from './weather.schema';

describe('weatherQuery', () => {
  it('coerces coordinates from the query string', () => {
    expect(weatherQuery.parse({ lat: '30.27', lon: '-97.74' })).toEqual({ lat: 30.27, lon: -97.74 });
  });

  it('allows no location at all, blank values included', () => {
    expect(weatherQuery.parse({})).toEqual({});
    expect(weatherQuery.parse({ lat: '', lon: '' })).toEqual({});
  });

  it('refuses half a location and out-of-range values', () => {
    expect(issueMessages(weatherQuery, { lat: '30' })).toEqual([messages.weather.bothCoordinates]);
    expect(issueMessages(weatherQuery, { lat: '91', lon: '0' })).toEqual([messages.weather.latitudeRange]);
    expect(issueMessages(weatherQuery, { lat: '0', lon: 'east' })).toEqual([messages.weather.longitudeRange]);
  });
});

describe('weatherResponse', () => {
  const body = {
    weather: {
      condition: 'Clear',
      description: 'clear sky',
      temperature: 72,
      windSpeed: 6,
      windDirection: 225,
      humidity: 40,
      visibility: 10,
      uvIndex: 5,
      location: 'Austin',
      icon: '01d',
    },
    golfConditions: { playability: 'excellent', windEffect: 'Light breeze', temperatureComfort: 'Comfortable', recommendation: 'Go play' },
  };

  it('parses weather with golf conditions', () => {
    expect(weatherResponse.parse(body)).toEqual(body);
  });

  it('knows only the five playability values', () => {
    const golfConditions = { ...body.golfConditions, playability: 'perfect' };
    expect(weatherResponse.safeParse({ ...body, golfConditions }).success).toBe(false);
  });
});
