import { fakeResponse, sampleBirdiePledges } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { BirdiePledgesPanel } from './birdie-pledges-panel';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const [open] = sampleBirdiePledges().pledges;
const capped = { ...open!, id: '00000000-0000-4000-8000-0000000000b2', donorName: null, cap: 20, due: 20, capped: true, state: 'collected' as const };

describe('the birdie pledges', () => {
  it('lists what each pledge is due and collects an open one into the ledger with its method', async () => {
    const collected: unknown[] = [];
    const { fetch } = renderAdmin(<BirdiePledgesPanel tournamentId={tournamentId} />, {
      routes: [
        ['GET', /\/teams$/, json(200, [])],
        ['GET', /\/birdie-pledges$/, json(200, { totalDue: 50, pledges: [open, capped] })],
        [
          'POST',
          /\/collect$/,
          (body) => {
            collected.push(body);
            return fakeResponse(200, { ...open, state: 'collected' });
          },
        ],
      ],
    });
    const list = await screen.findByRole('list', { name: 'Birdie pledges' });
    screen.getByText('$50.00 due in all');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('$30.00Ada Lovelace$5.00 per birdie · Whole field · 6 birdies');
    expect(second!.textContent).toContain('Anonymous$5.00 per birdie · cap $20.00 (reached)');
    expect(within(second!).queryByRole('button')).toBeNull();

    await user.click(within(first!).getByRole('button', { name: 'Collected $30.00 from Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the pledge collected?' });
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'Cheque');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    await screen.findByText('Collected $30.00 from Ada Lovelace');
    expect(collected).toEqual([{ method: 'cheque' }]);
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`/api/tournaments/${tournamentId}/birdie-pledges/${open!.id}/collect`);
  });
});
