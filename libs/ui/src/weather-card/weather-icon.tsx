import { LineIcon } from '../line-icon/line-icon';

// Small line icons for the API's icon names (clear-day, partly-cloudy-night, rain, thunderstorm, ...).
const sun = 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-5v2m0 14v2M3 12h2m14 0h2M5.6 5.6 7 7m10 10 1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4';
const moon = 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z';
const cloud = 'M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 11a3.5 3.5 0 0 0 1 7Z';
const smallCloud = 'M9 20h9a3.5 3.5 0 0 0 .4-7A5 5 0 0 0 8.7 14 3 3 0 0 0 9 20Z';
const smallSun = 'M8 5a3 3 0 1 0 0 6M8 1.5v1.5M2.5 8H4M3.9 3.9 5 5';
const rain = 'M8 20l-1 2m5-2-1 2m5-2-1 2';
const snow = 'M8 21h.01M12 21h.01M16 21h.01M10 23h.01M14 23h.01';
const bolt = 'm13 15-3 4h4l-3 4';
const fog = 'M4 14h16M6 18h12M8 22h8';

const cloudAbove = 'M7 15h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 8a3.5 3.5 0 0 0 1 7Z';

const shapes: Record<string, string[]> = {
  'clear-day': [sun],
  'clear-night': [moon],
  'partly-cloudy-day': [smallSun, smallCloud],
  'partly-cloudy-night': ['M11 4.5A5 5 0 0 0 5 10a5 5 0 0 0 1 .1', smallCloud],
  cloudy: [cloud],
  fog: ['M7 10h10a4 4 0 0 0 .5-8', fog],
  drizzle: [cloudAbove, rain],
  rain: [cloudAbove, rain],
  showers: [cloudAbove, rain],
  sleet: [cloudAbove, snow],
  snow: [cloudAbove, snow],
  thunderstorm: [cloudAbove, bolt],
};

export function WeatherIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  return <LineIcon d={shapes[icon] ?? shapes['cloudy'] ?? []} size={size} strokeWidth={1.6} />;
}

/** A wind turbine-like fan: spun by CSS when the wind is strong enough to matter. */
export function WindIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M12 12c0-4 1-7 3-8 1 2-1 6-3 8Zm0 0c3.5 2 5.5 4.5 5 6.7-2.2.3-5-3-5-6.7Zm0 0c-3.5 2-6.7 2.3-8 .6 1.2-1.9 4.9-1.7 8-.6Z" />
    </svg>
  );
}
