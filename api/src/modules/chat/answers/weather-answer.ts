import type { WeatherResponse } from '@fairway/contracts';

const compass = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const direction = (degrees: number) => compass[Math.round(degrees / 45) % 8];

const playabilityLine: Record<WeatherResponse['golfConditions']['playability'], string> = {
  excellent: 'Playability: excellent, a great day for golf.',
  good: 'Playability: good.',
  fair: 'Playability: fair, playable with some care.',
  challenging: 'Playability: challenging, expect a tough round.',
  suspended: 'Playability: suspended. Leave the course and wait for the Committee before playing on.',
};

/** Current conditions at the course with the playability advice the weather card shows. */
export function weatherAnswer({ weather, golfConditions }: WeatherResponse, place: string): string {
  return [
    `Weather at ${place}: ${weather.description}, ${Math.round(weather.temperature)}°F, wind ${Math.round(weather.windSpeed)} mph from the ${direction(weather.windDirection)}, humidity ${Math.round(weather.humidity)}%.`,
    playabilityLine[golfConditions.playability],
    `- ${golfConditions.recommendation}`,
    `- Wind: ${golfConditions.windEffect}`,
    `- Temperature: ${golfConditions.temperatureComfort}`,
  ].join('\n');
}
