import { sampleTeam } from '@fairway/api-client/testing';
import { render, screen } from '@testing-library/react';
import { TeamHeader } from './team-header';

const header = (team: ReturnType<typeof sampleTeam>) =>
  render(<TeamHeader team={team} format="scramble" currentHole={1} played={0} relative={0} totalStrokes={72} onManage={() => undefined} />);

describe('TeamHeader: where the team starts', () => {
  it("says the team's start under its name: the slot of a doubled hole, a wave's horn time", () => {
    const { unmount } = header(sampleTeam({ name: 'Fore Play', startingHole: 7, startSlot: 'B', teeTime: null }));
    expect(screen.getByText(/^Starts on/).textContent).toBe('Starts on Hole 7B');
    unmount();
    header(sampleTeam({ name: 'Second Wave', startingHole: 12, startSlot: 'A', teeTime: '13:30' }));
    expect(screen.getByText(/^Starts on/).textContent).toBe('Starts on Hole 12A at 13:30');
  });

  it('says nothing of a start for a team that has no starting hole yet', () => {
    header(sampleTeam({ startingHole: null }));
    expect(screen.queryByText(/^Starts on/)).toBeNull();
  });
});
