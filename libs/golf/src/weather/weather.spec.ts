import { precipitationKind } from './assess-precipitation';
import { compassDirection } from './compass-direction';
import { golfConditions, type WeatherConditionsInput } from './golf-conditions';
import { temperatureBand } from './temperature-band';

const fine: WeatherConditionsInput = { condition: 'Clear', temperature: 72, windSpeed: 5, humidity: 40, visibility: 10 };

describe('golfConditions', () => {
  it('72 F, 5 mph, clear, 10 mi: excellent', () => {
    const conditions = golfConditions(fine);
    expect(conditions.playability).toBe('excellent');
    expect(conditions.temperatureComfort).toBe('Ideal golf temperature');
    expect(conditions.windEffect).toMatch(/minimal/i);
  });

  it('60 F (mild, 1) and 12 mph (moderate, 1): sum 2 -> good', () => {
    expect(golfConditions({ ...fine, temperature: 60, windSpeed: 12 }).playability).toBe('good');
  });

  it('rain alone (2) at ideal temperature: fair', () => {
    expect(golfConditions({ ...fine, condition: 'Rain' }).playability).toBe('fair');
  });

  it('drizzle (1), 60 F (1), 12 mph (1): sum 3 -> ceil(1.5) = 2 -> fair', () => {
    expect(golfConditions({ ...fine, condition: 'Drizzle', temperature: 60, windSpeed: 12 }).playability).toBe('fair');
  });

  it('heavy rain alone, or cold + strong wind + rain: challenging', () => {
    expect(golfConditions({ ...fine, condition: 'Rain', description: 'light rain' }).playability).toBe('fair');
    expect(golfConditions({ ...fine, condition: 'Rain', description: 'heavy intensity rain' }).playability).toBe('challenging');
    expect(golfConditions({ ...fine, condition: 'Rain', precipitationMmPerHour: 9 }).playability).toBe('challenging');
    expect(golfConditions({ ...fine, condition: 'Rain', conditionCode: 502 }).playability).toBe('challenging');
    expect(golfConditions({ ...fine, condition: 'Rain', temperature: 50, windSpeed: 25 }).playability).toBe('challenging');
  });

  it('thunderstorm or lightning suspends play, whatever else', () => {
    const storm = golfConditions({ ...fine, condition: 'Thunderstorm' });
    expect(storm.playability).toBe('suspended');
    expect(storm.recommendation).toMatch(/lightning/i);
    expect(golfConditions({ ...fine, condition: 'Clouds', description: 'lightning nearby' }).playability).toBe('suspended');
    expect(golfConditions({ ...fine, condition: 'Clouds', conditionCode: 211 }).playability).toBe('suspended');
  });

  it('a gale (40 mph+) or dense fog (under 0.1 mi) suspends play', () => {
    expect(golfConditions({ ...fine, windSpeed: 45 }).playability).toBe('suspended');
    expect(golfConditions({ ...fine, windSpeed: 39 }).playability).toBe('challenging');
    expect(golfConditions({ ...fine, condition: 'Fog', visibility: 0.05 }).playability).toBe('suspended');
  });

  it('86 F with 80% humidity feels hotter: warm (1) + humid (1) -> fair', () => {
    const muggy = golfConditions({ ...fine, temperature: 86, humidity: 80 });
    expect(muggy.playability).toBe('fair');
    expect(muggy.temperatureComfort).toMatch(/humid/);
    expect(golfConditions({ ...fine, temperature: 86, humidity: 30 }).playability).toBe('good');
  });
});

describe('precipitationKind', () => {
  it('takes the most severe of text, code and rate', () => {
    expect(precipitationKind({ condition: 'Clouds' })).toBe('none');
    expect(precipitationKind({ condition: 'Clear', description: 'nice day, dry terrain' })).toBe('none');
    expect(precipitationKind({ condition: 'Showers', description: 'icy patches' })).toBe('snow');
    expect(precipitationKind({ condition: 'Mist' })).toBe('fog');
    expect(precipitationKind({ condition: 'Clouds', precipitationMmPerHour: 3 })).toBe('rain');
    expect(precipitationKind({ condition: 'Rain', conditionCode: 601 })).toBe('snow');
    expect(precipitationKind({ condition: 'Drizzle', conditionCode: 301 })).toBe('drizzle');
  });
});

describe('temperatureBand', () => {
  it.each([
    [90, 'red'],
    [85.5, 'red'],
    [85, 'orange'],
    [76, 'orange'],
    [75, 'green'],
    [65, 'green'],
    [64, 'blue'],
    [50, 'blue'],
    [49, 'dark-blue'],
  ])('%p F -> %p', (temperature, band) => {
    expect(temperatureBand(temperature)).toBe(band);
  });
});

describe('compassDirection', () => {
  it.each([
    [0, 'N'],
    [11.24, 'N'],
    [11.25, 'NNE'],
    [45, 'NE'],
    [90, 'E'],
    [135, 'SE'],
    [180, 'S'],
    [202.5, 'SSW'],
    [270, 'W'],
    [337.5, 'NNW'],
    [348.75, 'N'],
    [360, 'N'],
    [-90, 'W'],
    [725, 'N'],
  ])('%p degrees -> %p', (degrees, point) => {
    expect(compassDirection(degrees)).toBe(point);
  });
});
