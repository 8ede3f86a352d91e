import type { Award } from '@fairway/contracts/awards';
import { awardsMessages } from '@fairway/contracts/awards';
import { type Ceremony, nextCeremony, publicReveal } from './reveal-machine';

const award = (id: string, winner: string): Award => ({
  id,
  category: 'place',
  title: id,
  prize: null,
  sponsorName: 'Acme',
  winners: [{ name: winner, teamName: winner, detail: '-3' }],
});
const list = [award('Longest Drive', 'Ann'), award('1st Place', 'Eagles')];
const waiting: Ceremony = { phase: 'waiting', step: 0, awards: [] };
const at = new Date('2026-06-01T18:00:00Z');

function run(...actions: Array<'start' | 'announce' | 'reveal' | 'finish'>): Ceremony {
  return actions.reduce((ceremony, action) => nextCeremony(ceremony, action, () => list), waiting);
}

describe('the reveal', () => {
  it('announces an award without its winner, then reveals it; awards not reached are never shown', () => {
    const announced = publicReveal('t', run('start', 'announce'), at);
    expect(announced).toMatchObject({
      phase: 'announced',
      step: 1,
      total: 2,
      current: { title: 'Longest Drive', sponsorName: 'Acme', winners: [] },
      revealed: [],
    });
    expect(JSON.stringify(announced)).not.toMatch(/Ann"|Eagles/);
    const revealed = publicReveal('t', run('start', 'announce', 'reveal'), at);
    expect(revealed.current?.winners.map((winner) => winner.name)).toEqual(['Ann']);
    expect(revealed.revealed.map((item) => item.id)).toEqual(['Longest Drive']);
  });

  it('finishes only when every award is revealed, then shows them all', () => {
    expect(() => run('start', 'announce', 'reveal', 'finish')).toThrow(awardsMessages.awardsLeft);
    const finished = publicReveal('t', run('start', 'announce', 'reveal', 'announce', 'reveal', 'finish'), at);
    expect(finished).toMatchObject({ phase: 'finished', current: null });
    expect(finished.revealed).toEqual(list);
  });

  it('refuses steps out of order and keeps a second start as it was', () => {
    expect(() => run('announce')).toThrow(awardsMessages.notStarted);
    expect(() => run('start', 'reveal')).toThrow(awardsMessages.nothingAnnounced);
    expect(() => run('start', 'announce', 'announce')).toThrow(awardsMessages.revealFirst);
    expect(() => run('start', 'announce', 'reveal', 'announce', 'reveal', 'announce')).toThrow(awardsMessages.noMoreAwards);
    const started = run('start', 'announce');
    expect(nextCeremony(started, 'start', () => [])).toBe(started);
  });
});
