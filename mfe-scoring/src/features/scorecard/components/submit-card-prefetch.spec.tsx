import { jest } from '@jest/globals';
import { sampleCourse, sampleScore, sampleTeam } from '@fairway/api-client/testing';
import { render } from '@testing-library/react';

// The summary's code is fetched from the turn, while the phone may still have signal: a card finished on the
// last holes without signal must still open its summary from what the service worker kept.
const summaryLoaded = jest.fn();
jest.unstable_mockModule('./card-summary', () => {
  summaryLoaded();
  return { CardSummary: () => null };
});
const { SubmitCard } = await import('./submit-card');

const team = sampleTeam();
const holes = sampleCourse().tees[0]!.holes;
const scoresThrough = (last: number) =>
  holes
    .filter((hole) => hole.number <= last)
    .flatMap((hole) => team.players.map((player) => sampleScore({ teamId: team.id, playerId: player.id, hole: hole.number, strokes: 4 })));

function renderCard(last: number) {
  const props = { team, holes, status: undefined, submitting: false, error: null, onSubmit: () => undefined };
  return render(<SubmitCard {...props} scores={scoresThrough(last)} />);
}

describe('SubmitCard fetching its summary ahead', () => {
  it('leaves the summary unfetched on the front nine, and fetches it at the turn', async () => {
    const view = renderCard(8);
    await Promise.resolve();
    expect(summaryLoaded).not.toHaveBeenCalled();
    const props = { team, holes, status: undefined, submitting: false, error: null, onSubmit: () => undefined };
    view.rerender(<SubmitCard {...props} scores={scoresThrough(9)} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(summaryLoaded).toHaveBeenCalledTimes(1);
  });
});
