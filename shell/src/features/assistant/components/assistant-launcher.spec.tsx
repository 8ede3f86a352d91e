import { MemoryRouter } from '@fairway/ui/router';
import { render, screen } from '@testing-library/react';
import { AssistantLauncher } from './assistant-launcher';

describe('the Golf Assistant launcher', () => {
  it('draws the round button on its own, without the assistant remote', () => {
    render(
      <MemoryRouter initialEntries={['/leaderboard?tournamentId=t-1']}>
        <AssistantLauncher pageContext="leaderboard" />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Open the Golf Assistant' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.className).toBe('ff-chat-launcher');
    expect(document.querySelector('[data-remote="assistant"]')).toBeNull();
  });
});
