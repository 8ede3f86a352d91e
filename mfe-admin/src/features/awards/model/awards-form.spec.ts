import { awardsMessages } from '@fairway/contracts/awards-messages';
import { awardsFormValues, awardsRequest } from './awards-form';

describe('awards form', () => {
  const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';

  it('shows three place rows whatever was saved', () => {
    const values = awardsFormValues({ tournamentId, hiddenHoles: 3, placePrizes: [{ prize: 'Trophy', sponsorName: null }], scoringClosedAt: null });
    expect(values).toEqual({
      hiddenHoles: '3',
      placePrizes: [
        { prize: 'Trophy', sponsorName: '' },
        { prize: '', sponsorName: '' },
        { prize: '', sponsorName: '' },
      ],
    });
  });

  it('leaves out empty trailing places and keeps an empty one between prizes', async () => {
    const values = awardsFormValues(undefined);
    values.placePrizes[0] = { prize: 'Trophy', sponsorName: 'Acme' };
    values.placePrizes[2] = { prize: 'Balls', sponsorName: '' };
    expect(await awardsRequest({ ...values, hiddenHoles: ' 3 ' })).toEqual({
      input: {
        hiddenHoles: 3,
        placePrizes: [
          { prize: 'Trophy', sponsorName: 'Acme' },
          { prize: null, sponsorName: null },
          { prize: 'Balls', sponsorName: null },
        ],
      },
    });
    expect(await awardsRequest(awardsFormValues(undefined))).toEqual({ input: { hiddenHoles: 0, placePrizes: [] } });
  });

  it('refuses hiding more holes than allowed, with the contract’s message', async () => {
    expect(await awardsRequest({ ...awardsFormValues(undefined), hiddenHoles: '10' })).toEqual({ error: awardsMessages.hiddenHoles });
  });
});
