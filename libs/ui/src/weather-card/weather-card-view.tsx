import type { WeatherResponse } from '@fairway/contracts';
import { messages } from '@fairway/contracts/messages';
import { Panel } from '../panel/panel';
import { WeatherIcon, WindIcon } from './weather-icon';
import { playabilityLabels, weatherFigures } from './weather-presentation';
import styles from './weather-card.module.css';

export type WeatherCardVariant = 'full' | 'compact';

export interface WeatherCardViewProps {
  status: 'loading' | 'error' | 'ready';
  data?: WeatherResponse;
  /** The browser refused the location: the report is for the default location. */
  locationDenied?: boolean;
  onRetry?: () => void;
  variant?: WeatherCardVariant;
  className?: string;
}

const title = 'Course Weather';

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

function LocationWarning() {
  return (
    <p className={styles.warning} role="status">
      {messages.pages.locationDenied}
    </p>
  );
}

function Unavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={styles.unavailable} role="alert">
      <p>Weather is unavailable right now.</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

function Placeholder({ compact }: { compact?: boolean }) {
  return <div className={classes(styles.placeholder, compact && styles.placeholderCompact)} role="status" aria-label="Loading weather" />;
}

function Wind({ text, spins }: { text: string; spins: boolean }) {
  return (
    <span className={styles.wind} data-spinning={spins}>
      <WindIcon className={classes(styles.windIcon, spins && styles.spinning)} />
      {text}
    </span>
  );
}

function FullReport({ data }: { data: WeatherResponse }) {
  const { weather, golfConditions } = data;
  const figures = weatherFigures(weather);
  return (
    <>
      <div className={styles.now}>
        <span className={styles.icon}>
          <WeatherIcon icon={weather.icon} size={52} />
        </span>
        <div>
          <p className={classes(styles.temperature, styles[`band-${figures.band}`])} data-band={figures.band}>
            {figures.temperature}
          </p>
          <p className={styles.condition}>{weather.description}</p>
        </div>
        <p className={classes(styles.playability, styles[`play-${golfConditions.playability}`])}>
          {`${playabilityLabels[golfConditions.playability]} playability`}
        </p>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Wind</dt>
          <dd>
            <Wind text={figures.wind} spins={figures.windSpins} />
          </dd>
        </div>
        <div>
          <dt>Humidity</dt>
          <dd>{figures.humidity}</dd>
        </div>
        <div>
          <dt>Visibility</dt>
          <dd>{figures.visibility}</dd>
        </div>
        <div>
          <dt>UV index</dt>
          <dd>{figures.uvIndex}</dd>
        </div>
      </dl>
      <ul className={styles.effects}>
        <li>{golfConditions.windEffect}</li>
        <li>{golfConditions.temperatureComfort}</li>
      </ul>
      <p className={styles.recommendation}>{golfConditions.recommendation}</p>
    </>
  );
}

function CompactReport({ data }: { data: WeatherResponse }) {
  const { weather, golfConditions } = data;
  const figures = weatherFigures(weather);
  return (
    <div className={styles.compactRow}>
      <span className={styles.icon}>
        <WeatherIcon icon={weather.icon} size={32} />
      </span>
      <span className={classes(styles.compactTemperature, styles[`band-${figures.band}`])} data-band={figures.band}>
        {figures.temperature}
      </span>
      <span className={styles.compactCondition}>{weather.condition}</span>
      <Wind text={figures.wind} spins={figures.windSpins} />
      <span className={classes(styles.playability, styles[`play-${golfConditions.playability}`])}>{playabilityLabels[golfConditions.playability]}</span>
    </div>
  );
}

function Body({ status, data, onRetry, variant }: WeatherCardViewProps) {
  if (status === 'ready' && data) return variant === 'compact' ? <CompactReport data={data} /> : <FullReport data={data} />;
  if (status === 'error') return <Unavailable onRetry={onRetry} />;
  return <Placeholder compact={variant === 'compact'} />;
}

/** Current weather with golf playability (full, for home and scorecards) or one line (compact, for the leaderboard). */
export function WeatherCardView(props: WeatherCardViewProps) {
  const { data, locationDenied, variant = 'full', className } = props;
  if (variant === 'compact') {
    return (
      <section className={classes(styles.compact, className)} aria-label={title}>
        <Body {...props} variant="compact" />
        {data && <p className={styles.compactLocation}>{data.weather.location}</p>}
        {locationDenied && <LocationWarning />}
      </section>
    );
  }
  return (
    <Panel title={title} extra={data && <span className={styles.location}>{data.weather.location}</span>} className={className}>
      <Body {...props} variant="full" />
      {locationDenied && <LocationWarning />}
    </Panel>
  );
}
