import type { Tournament, WeatherResponse } from '@fairway/contracts';

export function sampleTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f',
    name: 'Spring Charity Classic',
    course: 'Pebble Beach Golf Links',
    courseId: null,
    date: '2026-11-21',
    format: 'best-ball',
    holes: [],
    adminUserId: 'admin-uid',
    status: 'active',
    charityName: 'Junior Golf Foundation',
    charityGoal: 5000,
    charityRaised: 1200,
    sponsors: [],
    charityPaypalLink: null,
    tieBreak: 'share',
    handicapAllowances: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleWeather(overrides: Partial<WeatherResponse['weather']> = {}): WeatherResponse {
  return {
    weather: {
      condition: 'Clear',
      description: 'Mainly clear',
      temperature: 72,
      windSpeed: 9,
      windDirection: 225,
      humidity: 55,
      visibility: 9.9,
      uvIndex: 5,
      location: 'Pebble Beach, California',
      icon: 'clear-day',
      ...overrides,
    },
    golfConditions: {
      playability: 'excellent',
      windEffect: 'Light breeze: minimal effect on ball flight',
      temperatureComfort: 'Ideal golf temperature',
      recommendation: 'Perfect conditions for golf: enjoy your round!',
    },
  };
}
