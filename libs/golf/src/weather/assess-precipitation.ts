import { type FactorAssessment } from './factor-assessment.type';

export type PrecipitationKind = 'none' | 'fog' | 'drizzle' | 'rain' | 'heavy-rain' | 'snow' | 'thunderstorm';

export interface PrecipitationInput {
  /** Condition text such as "Rain" or "Thunderstorm" (matched by keyword, any case). */
  condition: string;
  description?: string | null;
  /** OpenWeatherMap condition id: 2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 7xx fog/haze, 800+ clear/clouds. */
  conditionCode?: number | null;
  precipitationMmPerHour?: number | null;
}

const SEVERITY: readonly PrecipitationKind[] = ['none', 'fog', 'drizzle', 'rain', 'heavy-rain', 'snow', 'thunderstorm'];
const PENALTY: Record<PrecipitationKind, number> = { none: 0, fog: 1, drizzle: 1, rain: 2, 'heavy-rain': 3, snow: 3, thunderstorm: 3 };
const TEXT: Record<PrecipitationKind, string> = {
  none: 'Dry',
  fog: 'Fog or haze',
  drizzle: 'Light drizzle',
  rain: 'Rain',
  'heavy-rain': 'Heavy rain',
  snow: 'Snow or ice',
  thunderstorm: 'Thunderstorm: lightning danger',
};
// American Meteorological Society rain rates: heavy from 7.6 mm/h (0.3 in/h), moderate from 2.5 mm/h.
const HEAVY_MM_PER_HOUR = 7.6;
const MODERATE_MM_PER_HOUR = 2.5;
const HEAVY_RAIN_CODES = [502, 503, 504, 522, 531];

function kindFromCode(code: number): PrecipitationKind {
  if (code >= 200 && code < 300) return 'thunderstorm';
  if (code >= 300 && code < 400) return 'drizzle';
  if (HEAVY_RAIN_CODES.includes(code)) return 'heavy-rain';
  if (code >= 500 && code < 600) return 'rain';
  if (code >= 600 && code < 700) return 'snow';
  if (code >= 700 && code < 800) return 'fog';
  return 'none';
}

function kindFromText(text: string): PrecipitationKind {
  if (/thunder|lightning|t-storm/.test(text)) return 'thunderstorm';
  if (/\b(snow|sleet|blizzard|hail|freezing)|\b(ice|icy)\b/.test(text)) return 'snow';
  if (/heavy\b.*\brain|downpour|torrential|extreme rain/.test(text)) return 'heavy-rain';
  if (/\b(rain|shower)/.test(text)) return 'rain';
  if (/drizzle/.test(text)) return 'drizzle';
  if (/\b(fog|mist|haze|smoke)/.test(text)) return 'fog';
  return 'none';
}

function kindFromRate(mmPerHour: number): PrecipitationKind {
  if (mmPerHour >= HEAVY_MM_PER_HOUR) return 'heavy-rain';
  if (mmPerHour >= MODERATE_MM_PER_HOUR) return 'rain';
  return mmPerHour > 0 ? 'drizzle' : 'none';
}

/** The most severe precipitation the code, the texts or the measured rate indicate. */
export function precipitationKind(input: PrecipitationInput): PrecipitationKind {
  const text = `${input.condition} ${input.description ?? ''}`.toLowerCase();
  const kinds = [kindFromText(text)];
  if (input.conditionCode != null) kinds.push(kindFromCode(input.conditionCode));
  if (input.precipitationMmPerHour != null) kinds.push(kindFromRate(input.precipitationMmPerHour));
  return kinds.reduce((worst, kind) => (SEVERITY.indexOf(kind) > SEVERITY.indexOf(worst) ? kind : worst), 'none');
}

/** Precipitation's effect on play; a thunderstorm (lightning) always suspends play (Rule 5.7). */
export function assessPrecipitation(input: PrecipitationInput): FactorAssessment & { kind: PrecipitationKind } {
  const kind = precipitationKind(input);
  return { kind, penalty: PENALTY[kind], suspended: kind === 'thunderstorm', text: TEXT[kind] };
}
