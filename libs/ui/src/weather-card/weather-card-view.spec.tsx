import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleWeather } from '@fairway/api-client/testing';
import { WeatherCardView } from './weather-card-view';

const denied = 'Location access denied: showing weather for the default location';

describe('WeatherCardView', () => {
  it('shows temperature, conditions, wind, playability and the recommendation', () => {
    render(<WeatherCardView status="ready" data={sampleWeather({ temperature: 88 })} />);
    screen.getByRole('heading', { name: 'Course Weather' });
    screen.getByText('Pebble Beach, California');
    expect(screen.getByText('88°F').getAttribute('data-band')).toBe('red');
    screen.getByText('Mainly clear');
    screen.getByText('9 mph SW');
    screen.getByText('55%');
    screen.getByText('Excellent playability');
    screen.getByText('Light breeze: minimal effect on ball flight');
    screen.getByText('Perfect conditions for golf: enjoy your round!');
    expect(screen.queryByText(denied)).toBeNull();
  });

  it('spins the wind icon over 5 mph and keeps it still otherwise', () => {
    const { rerender, container } = render(<WeatherCardView status="ready" data={sampleWeather({ windSpeed: 12 })} />);
    expect(container.querySelector('[data-spinning="true"] svg')?.getAttribute('class')).toContain('spinning');
    rerender(<WeatherCardView status="ready" data={sampleWeather({ windSpeed: 4 })} />);
    expect(container.querySelector('[data-spinning="false"] svg')?.getAttribute('class')).not.toContain('spinning');
  });

  it('warns when the location was refused', () => {
    render(<WeatherCardView status="ready" data={sampleWeather()} locationDenied />);
    expect(screen.getByRole('status').textContent).toBe(denied);
  });

  it('shows a placeholder while loading', () => {
    render(<WeatherCardView status="loading" />);
    screen.getByRole('status', { name: 'Loading weather' });
  });

  it('offers Retry when the weather cannot be loaded', async () => {
    const onRetry = jest.fn();
    render(<WeatherCardView status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Weather is unavailable right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a one-line compact form for the leaderboard', () => {
    render(<WeatherCardView status="ready" data={sampleWeather({ temperature: 45 })} variant="compact" />);
    screen.getByRole('region', { name: 'Course Weather' });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('45°F').getAttribute('data-band')).toBe('dark-blue');
    screen.getByText('Clear');
    screen.getByText('Excellent');
  });
});
