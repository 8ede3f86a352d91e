import { compassDirection, temperatureBand, type TemperatureBand } from '@fairway/golf';
import type { Playability, WeatherReport } from '@fairway/contracts';

/** The wind icon spins when the wind is over 5 mph. */
export const windSpinThresholdMph = 5;

export const playabilityLabels: Record<Playability, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  challenging: 'Challenging',
  suspended: 'Play suspended',
};

export interface WeatherFigures {
  temperature: string;
  band: TemperatureBand;
  wind: string;
  windSpins: boolean;
  humidity: string;
  visibility: string;
  uvIndex: string;
}

/** The numbers of a report as the card prints them: '72°F', '9 mph SW', '55%', '9.9 mi'. */
export function weatherFigures(report: WeatherReport): WeatherFigures {
  return {
    temperature: `${Math.round(report.temperature)}°F`,
    band: temperatureBand(report.temperature),
    wind: `${Math.round(report.windSpeed)} mph ${compassDirection(report.windDirection)}`,
    windSpins: report.windSpeed > windSpinThresholdMph,
    humidity: `${Math.round(report.humidity)}%`,
    visibility: `${Math.round(report.visibility * 10) / 10} mi`,
    uvIndex: String(Math.round(report.uvIndex)),
  };
}
