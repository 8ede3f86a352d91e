import { render, screen } from '@testing-library/react';
import { CharityCard } from './charity-card';

function bar() {
  return screen.getByRole('progressbar', { name: 'Raised for Junior Golf Foundation' });
}

describe('CharityCard', () => {
  it('shows raised and goal in whole dollars and the rounded percentage', () => {
    render(<CharityCard charityName="Junior Golf Foundation" raised={2345} goal={5000} />);
    screen.getByText('$2,345');
    screen.getByText(/raised of \$5,000/);
    expect(bar().getAttribute('aria-valuenow')).toBe('47');
    expect((bar().firstElementChild as HTMLElement).style.width).toBe('47%');
    screen.getByText('47% of goal');
  });

  it('caps the bar at 100% when the goal is beaten', () => {
    render(<CharityCard charityName="Junior Golf Foundation" raised={12000} goal={5000} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect((bar().firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('shows an empty bar when nothing is raised yet', () => {
    render(<CharityCard charityName="Junior Golf Foundation" raised={0} goal={5000} title="Fundraising" />);
    screen.getByRole('heading', { name: 'Fundraising' });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
  });
});
