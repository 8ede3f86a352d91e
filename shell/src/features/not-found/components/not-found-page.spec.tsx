import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@fairway/ui/router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('is titled 404 Page Not Found and links home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    screen.getByRole('heading', { level: 1, name: '404 Page Not Found' });
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
