import { planRoster } from './roster-plan';

const idA = 'aaaaaaaa-0000-4000-8000-000000000001';
const idB = 'bbbbbbbb-0000-4000-8000-000000000002';
const entry = (name: string, position: number) => ({ name, email: null, handicap: 10, position });

describe('planRoster', () => {
  it('updates players sent with an id, adds the others and removes those left out', () => {
    const plan = planRoster([idA, idB], [{ id: idB.toUpperCase(), ...entry('Bo', 1) }, entry('Cy', 2)]);
    expect(plan).toEqual({ removeIds: [idA], changes: [{ id: idB, ...entry('Bo', 1) }], additions: [entry('Cy', 2)] });
  });

  it('removes everyone for an empty roster', () => {
    expect(planRoster([idA, idB], [])).toEqual({ removeIds: [idA, idB], changes: [], additions: [] });
  });

  it('reports an id that is not on the team', () => {
    expect(planRoster([idA], [{ id: idB, ...entry('Bo', 1) }])).toEqual({ unknownId: idB });
  });
});
