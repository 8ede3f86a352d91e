import { sponsorRotation, sponsorWeight } from './sponsor-rotation';

const sponsor = (id: string, tierPrice: number) => ({ id, tierPrice });

describe('sponsor rotation', () => {
  it('weights a sponsor by its tier price against the cheapest tier, from 1 to 5 turns', () => {
    expect(sponsorWeight(500, 500)).toBe(1);
    expect(sponsorWeight(1500, 500)).toBe(3);
    expect(sponsorWeight(50_000, 500)).toBe(5);
    expect(sponsorWeight(0, 500)).toBe(1);
  });

  it('gives a title sponsor more turns than the others, never twice in a row', () => {
    const order = sponsorRotation([sponsor('title', 5000), sponsor('hole-a', 1000), sponsor('hole-b', 1000)]).map((s) => s.id);
    expect(order.filter((id) => id === 'title')).toHaveLength(5);
    expect(order.filter((id) => id === 'hole-a')).toHaveLength(1);
    expect(order).toHaveLength(7);
    const rounds = [...order, ...order];
    expect(rounds.some((id, index) => id === 'hole-a' && rounds[index + 1] === 'hole-a')).toBe(false);
  });

  it('shows sponsors without a tier in turn, and nothing without sponsors', () => {
    expect(sponsorRotation([sponsor('a', 0), sponsor('b', 0)]).map((s) => s.id)).toEqual(['a', 'b']);
    expect(sponsorRotation([])).toEqual([]);
  });
});
