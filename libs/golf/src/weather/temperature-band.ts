export type TemperatureBand = 'red' | 'orange' | 'green' | 'blue' | 'dark-blue';

/** Colour bands (Fahrenheit): over 85 red, over 75 orange, under 50 dark blue, under 65 blue, else green. */
export function temperatureBand(temperatureF: number): TemperatureBand {
  if (temperatureF > 85) return 'red';
  if (temperatureF > 75) return 'orange';
  if (temperatureF < 50) return 'dark-blue';
  if (temperatureF < 65) return 'blue';
  return 'green';
}
