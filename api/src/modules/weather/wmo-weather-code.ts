/** What a WMO weather interpretation code (Open-Meteo's `weather_code`) means for the weather card. */
export interface WeatherCodeMeaning {
  /** Group name, e.g. 'Rain'; golfConditions matches its keywords. */
  condition: string;
  description: string;
  /** Icon name for the front end, e.g. 'rain' or 'partly-cloudy-day'. */
  icon: string;
}

type Meaning = [condition: string, description: string, icon: string];

// WMO code table 4677 as Open-Meteo documents it (codes 0-99 it can return).
const MEANINGS: Record<number, Meaning> = {
  0: ['Clear', 'Clear sky', 'clear'],
  1: ['Clear', 'Mainly clear', 'clear'],
  2: ['Clouds', 'Partly cloudy', 'partly-cloudy'],
  3: ['Clouds', 'Overcast', 'cloudy'],
  45: ['Fog', 'Fog', 'fog'],
  48: ['Fog', 'Depositing rime fog', 'fog'],
  51: ['Drizzle', 'Light drizzle', 'drizzle'],
  53: ['Drizzle', 'Moderate drizzle', 'drizzle'],
  55: ['Drizzle', 'Dense drizzle', 'drizzle'],
  56: ['Drizzle', 'Light freezing drizzle', 'sleet'],
  57: ['Drizzle', 'Dense freezing drizzle', 'sleet'],
  61: ['Rain', 'Slight rain', 'rain'],
  63: ['Rain', 'Moderate rain', 'rain'],
  65: ['Rain', 'Heavy rain', 'rain'],
  66: ['Rain', 'Light freezing rain', 'sleet'],
  67: ['Rain', 'Heavy freezing rain', 'sleet'],
  71: ['Snow', 'Slight snow fall', 'snow'],
  73: ['Snow', 'Moderate snow fall', 'snow'],
  75: ['Snow', 'Heavy snow fall', 'snow'],
  77: ['Snow', 'Snow grains', 'snow'],
  80: ['Rain', 'Slight rain showers', 'showers'],
  81: ['Rain', 'Moderate rain showers', 'showers'],
  82: ['Rain', 'Violent rain showers', 'showers'],
  85: ['Snow', 'Slight snow showers', 'snow'],
  86: ['Snow', 'Heavy snow showers', 'snow'],
  95: ['Thunderstorm', 'Thunderstorm', 'thunderstorm'],
  96: ['Thunderstorm', 'Thunderstorm with slight hail', 'thunderstorm'],
  99: ['Thunderstorm', 'Thunderstorm with heavy hail', 'thunderstorm'],
};

const DAY_NIGHT_ICONS = new Set(['clear', 'partly-cloudy']);

/** Condition, description and icon for a WMO code; clear and partly cloudy icons get a -day/-night suffix. */
export function describeWeatherCode(code: number, isDay = true): WeatherCodeMeaning {
  const [condition, description, icon] = MEANINGS[code] ?? ['Unknown', 'Conditions not reported', 'cloudy'];
  const suffix = DAY_NIGHT_ICONS.has(icon) ? (isDay ? '-day' : '-night') : '';
  return { condition, description, icon: `${icon}${suffix}` };
}
