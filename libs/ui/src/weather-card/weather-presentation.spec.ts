import { sampleWeather } from '@fairway/api-client/testing';
import { temperatureBand } from '@fairway/golf/weather';
import { weatherFigures } from './weather-presentation';

const report = (overrides: Parameters<typeof sampleWeather>[0]) => sampleWeather(overrides).weather;

describe('weatherFigures', () => {
  it('prints the report the way the card shows it', () => {
    expect(weatherFigures(report({ temperature: 71.6, windSpeed: 9.4, windDirection: 225, humidity: 55.2, visibility: 9.94, uvIndex: 4.6 }))).toEqual({
      temperature: '72°F',
      band: 'green',
      wind: '9 mph SW',
      windSpins: true,
      humidity: '55%',
      visibility: '9.9 mi',
      uvIndex: '5',
    });
  });

  it('colours the temperature by the golf temperature bands (their boundaries are tested in @fairway/golf)', () => {
    for (const temperature of [49, 50, 64, 65, 75, 76, 85, 86]) expect(weatherFigures(report({ temperature })).band).toBe(temperatureBand(temperature));
  });

  it('spins the wind icon only over 5 mph', () => {
    expect(weatherFigures(report({ windSpeed: 5 })).windSpins).toBe(false);
    expect(weatherFigures(report({ windSpeed: 5.1 })).windSpins).toBe(true);
  });

  it('names the wind direction on a 16-point compass', () => {
    expect(weatherFigures(report({ windDirection: 22.5, windSpeed: 3 })).wind).toBe('3 mph NNE');
    expect(weatherFigures(report({ windDirection: 350, windSpeed: 12 })).wind).toBe('12 mph N');
  });
});
