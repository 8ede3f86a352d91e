import { jest } from '@jest/globals';
import { Link, MemoryRouter } from '@fairway/ui/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analytics, type AnalyticsEvent, configureAnalytics } from './analytics';
import { usePageViews } from '../hooks/use-page-views';

function Tracked() {
  usePageViews();
  return <Link to="/leaderboard?tournament=t1">Leaderboard</Link>;
}

describe('analytics', () => {
  afterEach(() => configureAnalytics(undefined));

  it('does nothing until configured', () => {
    expect(() => analytics.track('page_view', { path: '/' })).not.toThrow();
  });

  it('reports a page view for the first page and for each one navigated to', async () => {
    const events: AnalyticsEvent[] = [];
    configureAnalytics((event) => events.push(event));
    render(
      <MemoryRouter initialEntries={['/scorecard']}>
        <Tracked />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(events.map((event) => [event.name, event.properties['path']])).toEqual([
      ['page_view', '/scorecard'],
      ['page_view', '/leaderboard?tournament=t1'],
    ]);
    expect(Number.isNaN(Date.parse(events[0]!.at))).toBe(false);
  });

  it('stops reporting once unconfigured', () => {
    const sink = jest.fn();
    configureAnalytics(sink);
    configureAnalytics(undefined);
    analytics.track('page_view');
    expect(sink).not.toHaveBeenCalled();
  });
});
