import { coursePar, strokesReceivedOnHole } from '@fairway/golf';
import { fallbackCard, scoringCard } from './scoring-card';

const realCard = fallbackCard().map((hole, index) => ({ ...hole, par: index % 3 === 0 ? 5 : 4, yardage: 400 }));

describe('fallbackCard', () => {
  it('is a par-72 card of holes 1-18 using every stroke index once', () => {
    const card = fallbackCard();
    expect(card.map((hole) => hole.number)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(coursePar(card)).toBe(72);
    expect(new Set(card.map((hole) => hole.handicap)).size).toBe(18);
  });

  it('puts odd stroke indexes on the front nine and even ones on the back nine', () => {
    const card = fallbackCard();
    expect(card.slice(0, 9).every((hole) => hole.handicap % 2 === 1)).toBe(true);
    expect(card.slice(9).every((hole) => hole.handicap % 2 === 0)).toBe(true);
  });

  it('gives a 9 handicap its strokes on stroke indexes 1-9: holes 1-5 and 10-13', () => {
    const strokes = fallbackCard().map((hole) => strokesReceivedOnHole(9, hole.handicap));
    expect(strokes).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });
});

describe('scoringCard', () => {
  it("keeps a tournament's full card (number, par, stroke index)", () => {
    expect(scoringCard(realCard)).toEqual(realCard.map(({ number, par, handicap }) => ({ number, par, handicap })));
  });

  it.each([
    ['no holes', []],
    ['missing holes', realCard.slice(0, 9)],
    ['a duplicate hole number', realCard.map((hole, index) => (index === 1 ? { ...hole, number: 1 } : hole))],
    ['a stroke index off the card', realCard.map((hole, index) => (index === 1 ? { ...hole, handicap: 19 } : hole))],
  ])('falls back for %s', (_label, holes) => {
    expect(scoringCard(holes)).toEqual(fallbackCard());
  });
});
