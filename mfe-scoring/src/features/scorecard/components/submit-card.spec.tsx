import { jest } from '@jest/globals';
import { sampleCourse, sampleScore, sampleTeam } from '@fairway/api-client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitCard } from './submit-card';

const team = sampleTeam();
const holes = sampleCourse().tees[0]!.holes;
const fullCard = holes.flatMap((hole) => team.players.map((player) => sampleScore({ teamId: team.id, playerId: player.id, hole: hole.number, strokes: 4 })));

function renderCard(scores = fullCard, onSubmit = jest.fn()) {
  render(
    <SubmitCard
      team={team}
      holes={holes}
      scores={scores}
      status={undefined}
      teamTotals={{ gross: 70, net: 66 }}
      submitting={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('SubmitCard', () => {
  it('is not offered before every hole has a score', () => {
    renderCard(fullCard.filter((score) => score.hole !== 18));
    expect(screen.queryByRole('button', { name: 'Submit Card' })).toBeNull();
  });

  it('shows the whole card to check (its code arrives when asked), then submits it on Confirm', async () => {
    const onSubmit = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Card' }));
    const summary = await screen.findByRole('region', { name: 'Card summary' });
    expect(summary.textContent).toContain('Team: gross 70, net 66');
    expect(screen.getAllByRole('row')).toHaveLength(holes.length + 2);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('goes back to the button on Cancel', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Card' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    screen.getByRole('button', { name: 'Submit Card' });
  });
});
