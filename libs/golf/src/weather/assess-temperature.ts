import { type FactorAssessment } from './factor-assessment.type';

const HUMID_PERCENT = 70;
const HUMID_MATTERS_ABOVE_F = 80;

/**
 * Comfort bands in Fahrenheit: 65-80 is ideal; below 55 the ball flies noticeably shorter and hands
 * stiffen; above 88 heat illness becomes the worry.
 */
function comfortBand(temperatureF: number): { penalty: number; text: string } {
  if (temperatureF > 95) return { penalty: 3, text: 'Extreme heat: risk of heat illness, hydrate and limit exposure' };
  if (temperatureF > 88) return { penalty: 2, text: 'Hot: drink water every few holes and use shade' };
  if (temperatureF > 80) return { penalty: 1, text: 'Warm: stay hydrated' };
  if (temperatureF >= 65) return { penalty: 0, text: 'Ideal golf temperature' };
  if (temperatureF >= 55) return { penalty: 1, text: 'Mild: comfortable with a light layer' };
  if (temperatureF >= 45) return { penalty: 2, text: 'Cool: dress in layers and expect a little less distance' };
  return { penalty: 3, text: 'Cold: wear layers and keep hands warm; the ball flies shorter' };
}

/** Temperature comfort; above 80 F a humidity of 70% or more (heat index) makes it one band worse. */
export function assessTemperature(temperatureF: number, humidityPercent?: number | null): FactorAssessment {
  const band = comfortBand(temperatureF);
  const muggy = temperatureF > HUMID_MATTERS_ABOVE_F && (humidityPercent ?? 0) >= HUMID_PERCENT;
  if (!muggy) return { penalty: band.penalty, suspended: false, text: band.text };
  return { penalty: Math.min(3, band.penalty + 1), suspended: false, text: `${band.text} (humid: it feels hotter)` };
}
