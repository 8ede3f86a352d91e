import { sampleContestInput } from '@fairway/api-client/testing';
import { contestMessages } from '@fairway/contracts/contest';
import type { Contest } from '@fairway/contracts/contest';
import { contestFormValues, contestRequest } from './contest-form';
import { contestSummary } from './contest-summary';
import { stationUrl } from './station-link';

const contest: Contest = {
  id: '11111111-1111-4111-8111-111111111111',
  tournamentId: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f',
  hole: 14,
  kind: 'hole-in-one',
  title: 'Hole-in-One Prize',
  divisions: ['Men', 'Women'],
  competitor: 'individual',
  sponsorName: 'Acme Motors',
  prize: 'A new car',
  playerEntriesAllowed: false,
  measured: false,
  minYardage: 150,
  leaders: [],
};

describe('contest form', () => {
  it('turns the typed values into the request: divisions split on commas, numbers read', () => {
    const values = { ...contestFormValues(), hole: '7', divisions: ' Men , Women,, ', sponsorName: ' Acme ', prize: '' };
    expect(contestRequest(values)).toEqual({
      input: sampleContestInput({ divisions: ['Men', 'Women'] }),
    });
  });

  it('names the field of each problem with the contract’s message', () => {
    const missing = contestRequest({ ...contestFormValues(), hole: '', divisions: ' ' });
    expect(missing).toEqual({ errors: { hole: contestMessages.hole, divisions: contestMessages.divisions } });
    expect(contestRequest({ ...contestFormValues(), hole: '14', kind: 'hole-in-one' })).toEqual({ errors: { minYardage: contestMessages.minYardageRequired } });
    expect(contestRequest({ ...contestFormValues(), hole: '19' })).toEqual({ errors: { hole: contestMessages.hole } });
  });

  it('ignores a minimum yardage typed before the kind changed away from hole-in-one', () => {
    const result = contestRequest({ ...contestFormValues(), hole: '3', minYardage: '180' });
    expect(result).toMatchObject({ input: { minYardage: null } });
  });

  it('fills the form from a contest and sums it up in one line', () => {
    expect(contestFormValues(contest)).toMatchObject({ kind: 'hole-in-one', hole: '14', divisions: 'Men, Women', minYardage: '150', prize: 'A new car' });
    expect(contestSummary(contest)).toBe('Men, Women · Individual · 150 yd minimum · Sponsored by Acme Motors · Prize: A new car');
  });

  it('builds the volunteer link from the token', () => {
    expect(stationUrl('https://golf.example', 'ab-c_d')).toBe('https://golf.example/station/ab-c_d');
  });
});
