import { messages } from '@fairway/contracts/messages';
import { freePosition } from './player-editor';
import { readPlayerEditor } from './read-player-editor';

const values = { name: ' Ann Lee ', email: '', handicap: '', position: 2 };

describe('the Teams tab player form', () => {
  it('trims the name, sends a blank e-mail as null and a blank handicap as 18', () => {
    expect(readPlayerEditor(values)).toEqual({ ok: true, player: { name: 'Ann Lee', email: null, handicap: 18, position: 2 } });
    expect(readPlayerEditor({ ...values, handicap: 'x' })).toMatchObject({ ok: true, player: { handicap: 0 } });
  });

  it('names the field in trouble', () => {
    expect(readPlayerEditor({ ...values, name: '  ' })).toEqual({ ok: false, errors: { name: messages.player.nameRequired } });
    expect(readPlayerEditor({ ...values, email: 'not-mail' })).toEqual({ ok: false, errors: { email: messages.player.emailInvalid } });
    expect(readPlayerEditor({ ...values, handicap: '60' })).toEqual({ ok: false, errors: { handicap: messages.player.apiHandicapRange } });
  });

  it('finds the first free position', () => {
    expect(freePosition([{ position: 1 }, { position: 3 }])).toBe(2);
    expect(freePosition([])).toBe(1);
  });
});
