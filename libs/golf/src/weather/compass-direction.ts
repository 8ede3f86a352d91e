const POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;

export type CompassPoint = (typeof POINTS)[number];

const SECTOR_DEGREES = 360 / POINTS.length;

/** 16-point compass name for a wind direction in degrees (any value, wrapped to 0-360; 348.75-11.25 is N). */
export function compassDirection(degrees: number): CompassPoint {
  const normalised = ((degrees % 360) + 360) % 360;
  const index = Math.round(normalised / SECTOR_DEGREES) % POINTS.length;
  return POINTS[index] ?? 'N';
}
