import { kindOf, ONLINE, personOf, UNATTRIBUTED } from './close-out-person';

describe('personOf', () => {
  it('puts money on the line of whoever took it', () => {
    expect(personOf({ taken_by: 'uid-dee', method: 'cash', amount_cents: 20_00 })).toBe('uid-dee');
    expect(personOf({ taken_by: 'uid-dee', method: 'card', amount_cents: 20_00 })).toBe('uid-dee');
    // A cash refund at the desk comes out of that person's drawer.
    expect(personOf({ taken_by: 'uid-dee', method: 'cash', amount_cents: -5_00 })).toBe('uid-dee');
  });

  it('gives the processor what was paid online and every card refund; the opening balance to nobody', () => {
    expect(personOf({ taken_by: 'online payment', method: 'card', amount_cents: 50_00 })).toBe(ONLINE);
    expect(personOf({ taken_by: 'online registration', method: 'complimentary', amount_cents: 1 })).toBe(ONLINE);
    expect(personOf({ taken_by: 'uid-owner', method: 'card', amount_cents: -25_00 })).toBe(ONLINE);
    expect(personOf({ taken_by: null, method: 'complimentary', amount_cents: 100_00 })).toBe(UNATTRIBUTED);
    expect([ONLINE, UNATTRIBUTED, 'uid-dee'].map(kindOf)).toEqual(['online', 'unattributed', 'person']);
  });
});
