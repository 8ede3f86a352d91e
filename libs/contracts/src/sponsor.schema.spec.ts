import { fundraisingMessages } from './fundraising-messages';
import { createSponsorInput, holeParams, updateSponsorInput } from './sponsor.schema';
import { issueMessages } from './testing/zod-issues';

const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('holeParams', () => {
  it.each([
    ['1', 1],
    ['18', 18],
    ['07', 7],
  ])('reads hole %p as %p', (hole, number) => {
    expect(holeParams.parse({ id, hole }).hole).toBe(number);
  });

  it.each(['0', '19', '1e1', '1.5', '', 'abc', ' 3'])('refuses hole %p', (hole) => {
    expect(issueMessages(holeParams, { id, hole })).toEqual([fundraisingMessages.holeInvalid]);
  });
});

describe('sponsor inputs', () => {
  it('needs http(s) links and reads blank as none on create', () => {
    expect(createSponsorInput.parse({ name: 'Acme', website: ' ', logoUrl: 'https://cdn.example/acme.png' })).toMatchObject({
      website: null,
      logoUrl: 'https://cdn.example/acme.png',
      paid: false,
    });
    expect(issueMessages(createSponsorInput, { name: 'Acme', logoUrl: 'javascript:alert(1)' })).toEqual([fundraisingMessages.logoUrlInvalid]);
  });

  it('leaves what an update does not name untouched (undefined), and clears what it sends blank', () => {
    expect(updateSponsorInput.parse({ paid: true })).toEqual({ paid: true });
    expect(updateSponsorInput.parse({ website: '' })).toEqual({ website: null });
  });
});
