import { assessPrecipitation } from './assess-precipitation';
import { assessTemperature } from './assess-temperature';
import { assessVisibility } from './assess-visibility';
import { assessWind } from './assess-wind';
import { type FactorAssessment } from './factor-assessment.type';

export type Playability = 'excellent' | 'good' | 'fair' | 'challenging' | 'suspended';

/** Field names follow the Weather contract (temperature F, windSpeed mph, humidity %, visibility mi). */
export interface WeatherConditionsInput {
  condition: string;
  description?: string | null;
  temperature: number;
  windSpeed: number;
  humidity?: number | null;
  visibility?: number | null;
  conditionCode?: number | null;
  precipitationMmPerHour?: number | null;
}

export interface GolfConditions {
  playability: Playability;
  windEffect: string;
  temperatureComfort: string;
  recommendation: string;
}

const LEVELS: readonly Playability[] = ['excellent', 'good', 'fair', 'challenging'];

/**
 * The worst factor sets a floor (one severe factor alone makes it challenging) and the factors add up
 * (two moderate ones make it fair): level = max(worst penalty, ceil(sum / 2)), at most challenging.
 */
function playabilityLevel(factors: readonly FactorAssessment[]): Playability {
  const penalties = factors.map((factor) => factor.penalty);
  const total = penalties.reduce((sum, penalty) => sum + penalty, 0);
  const level = Math.min(3, Math.max(...penalties, Math.ceil(total / 2)));
  return LEVELS[level] ?? 'challenging';
}

function suspendedRecommendation(lightning: boolean, wind: boolean): string {
  if (lightning) {
    return 'Play suspended: lightning danger. Leave the course and shelter in a building or car until 30 minutes after the last thunder.';
  }
  if (wind) return 'Play suspended: the wind is too strong to play safely.';
  return 'Play suspended: visibility is too low to see where shots land.';
}

function recommendation(playability: Playability, worst: FactorAssessment): string {
  switch (playability) {
    case 'excellent':
      return 'Perfect conditions for golf: enjoy your round!';
    case 'good':
      return 'Good conditions for golf: only minor adjustments needed.';
    case 'fair':
      return `Playable with some challenges (${worst.text.toLowerCase()}): plan your shots and dress for the weather.`;
    default:
      return `Challenging conditions (${worst.text.toLowerCase()}): expect higher scores and bring the right gear.`;
  }
}

/** Playability advice from the current weather; thunderstorms, lightning, gales and dense fog suspend play. */
export function golfConditions(weather: WeatherConditionsInput): GolfConditions {
  const precipitation = assessPrecipitation(weather);
  const wind = assessWind(weather.windSpeed);
  const temperature = assessTemperature(weather.temperature, weather.humidity);
  const visibility = assessVisibility(weather.visibility);
  const factors = [precipitation, wind, temperature, visibility];
  const base = { windEffect: wind.text, temperatureComfort: temperature.text };
  if (factors.some((factor) => factor.suspended)) {
    return { ...base, playability: 'suspended', recommendation: suspendedRecommendation(precipitation.suspended, wind.suspended) };
  }
  const playability = playabilityLevel(factors);
  const worst = factors.reduce((most, factor) => (factor.penalty > most.penalty ? factor : most));
  return { ...base, playability, recommendation: recommendation(playability, worst) };
}
