import { useWeather } from '@fairway/api-client';
import { useGeolocation } from './use-geolocation';
import { type WeatherCardVariant, WeatherCardView } from './weather-card-view';

export interface WeatherCardProps {
  variant?: WeatherCardVariant;
  className?: string;
}

/**
 * Weather where the viewer stands (browser geolocation), or at the server's default location when the
 * location is refused or unavailable; refreshed every 5 minutes by the query's policy.
 */
export function WeatherCard({ variant = 'full', className }: WeatherCardProps) {
  const location = useGeolocation();
  const coordinates = location.status === 'located' ? location.coordinates : null;
  const weather = useWeather(coordinates, { enabled: location.status !== 'locating' });
  const status = weather.isError && !weather.data ? 'error' : weather.data ? 'ready' : 'loading';
  return (
    <WeatherCardView
      status={status}
      data={weather.data}
      locationDenied={location.status === 'denied'}
      onRetry={() => void weather.refetch()}
      variant={variant}
      className={className}
    />
  );
}
