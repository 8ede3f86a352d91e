import { golfConditions } from '@fairway/golf';
import { describeWeatherCode } from './wmo-weather-code';

describe('describeWeatherCode', () => {
  it.each([
    [0, 'Clear', 'Clear sky'],
    [3, 'Clouds', 'Overcast'],
    [45, 'Fog', 'Fog'],
    [55, 'Drizzle', 'Dense drizzle'],
    [65, 'Rain', 'Heavy rain'],
    [75, 'Snow', 'Heavy snow fall'],
    [82, 'Rain', 'Violent rain showers'],
    [99, 'Thunderstorm', 'Thunderstorm with heavy hail'],
  ])('maps WMO code %i to %s / %s', (code, condition, description) => {
    expect(describeWeatherCode(code)).toMatchObject({ condition, description });
  });

  it('gives clear and partly cloudy skies a day or night icon', () => {
    expect(describeWeatherCode(0, true).icon).toBe('clear-day');
    expect(describeWeatherCode(0, false).icon).toBe('clear-night');
    expect(describeWeatherCode(2, false).icon).toBe('partly-cloudy-night');
    expect(describeWeatherCode(63, false).icon).toBe('rain');
  });

  it('describes an unknown code without failing', () => {
    expect(describeWeatherCode(42)).toEqual({ condition: 'Unknown', description: 'Conditions not reported', icon: 'cloudy' });
  });

  it('uses condition words that the playability advice understands', () => {
    const calm = { temperature: 70, windSpeed: 3, humidity: 50, visibility: 10 };
    expect(golfConditions({ ...calm, ...describeWeatherCode(95) }).playability).toBe('suspended');
    expect(golfConditions({ ...calm, ...describeWeatherCode(65) }).playability).not.toBe('excellent');
    expect(golfConditions({ ...calm, ...describeWeatherCode(0) }).playability).toBe('excellent');
  });
});
