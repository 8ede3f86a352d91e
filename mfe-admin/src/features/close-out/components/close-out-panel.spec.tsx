import { jest } from '@jest/globals';
import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse } from '@fairway/api-client/testing';
import type { CloseOutLine, CloseOutMethodTotal, CloseOutReport } from '@fairway/contracts/close-out';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { CloseOutPanel } from './close-out-panel';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const desk = fakeUser({ uid: 'uid-dee', email: 'dee@example.com' });
const owner = fakeUser({ uid: 'uid-owner', email: 'owner@example.com' });

const total = (method: CloseOutMethodTotal['method'], netCents: number, countedCents: number | null = null): CloseOutMethodTotal => ({
  method,
  recordedCents: netCents,
  entries: netCents > 0 ? 2 : 0,
  refundedCents: 0,
  refunds: 0,
  netCents,
  voided: 0,
  voidedCents: 0,
  countedCents,
  differenceCents: countedCents === null ? null : countedCents - netCents,
});
const line = (person: string, name: string, methods: CloseOutMethodTotal[]): CloseOutLine => ({
  person,
  kind: 'person',
  name,
  methods,
  netCents: methods.reduce((sum, method) => sum + method.netCents, 0),
  counts: [],
});
const report = (scope: 'own' | 'all', lines: CloseOutLine[]): CloseOutReport => ({
  tournamentId,
  scope,
  lines,
  totals: scope === 'all' ? { methods: [total('cash', 105_00), total('cheque', 100_00)], netCents: 205_00 } : null,
  generatedAt: '2026-06-01T18:00:00.000Z',
});

describe('the close-out panel', () => {
  it('shows a desk its own total per method, saves the cash it counted and shows the difference', async () => {
    let counted: number | null = null;
    const posts: unknown[] = [];
    const view = renderAdmin(<CloseOutPanel tournamentId={tournamentId} />, {
      user: desk,
      routes: [
        ['GET', /\/close-out$/, () => fakeResponse(200, report('own', [line(desk.uid, 'Dee Desk', [total('cash', 80_00, counted), total('cheque', 0)])]))],
        [
          'POST',
          /\/close-out\/counts$/,
          (body) => {
            posts.push(body);
            counted = (body as { countedCents: number }).countedCents;
            return fakeResponse(201, {
              id: 'c1',
              method: 'cash',
              countedCents: counted,
              note: null,
              declaredBy: desk.uid,
              declaredByName: 'Dee Desk',
              declaredAt: '2026-06-01T18:00:00.000Z',
            });
          },
        ],
      ],
    });
    const mine = await screen.findByRole('region', { name: 'Dee Desk' }, { timeout: 10_000 });
    expect(within(mine).getByLabelText('Dee Desk: net taken').textContent).toBe('$80.00');
    const cash = within(mine).getByRole('row', { name: /^Cash/ });
    expect(cash.textContent).toContain('Not counted');

    const field = screen.getByLabelText('Cash counted ($)');
    await user.type(field, '79.5.0');
    await user.click(screen.getAllByRole('button', { name: 'Save count' })[0]!);
    screen.getByText('Enter dollars and cents, like 125.50');
    expect(posts).toEqual([]);

    await user.clear(field);
    await user.type(field, '79.50');
    await user.click(screen.getAllByRole('button', { name: 'Save count' })[0]!);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /^Cash/ })).getByText('Short $0.50')).toBeTruthy());
    expect(posts).toEqual([{ method: 'cash', countedCents: 79_50 }]);
    within(screen.getByRole('region', { name: 'Dee Desk' })).getByText('Count differs');
    expect(screen.queryByRole('region', { name: 'All desks' })).toBeNull();
    expect(view.fetch.mock.calls.filter(([url]) => url.endsWith('/close-out'))).toHaveLength(2);
  });

  it('shows the owner every line with differences marked and the totals, without count forms for others', async () => {
    renderAdmin(<CloseOutPanel tournamentId={tournamentId} />, {
      user: owner,
      routes: [
        [
          'GET',
          /\/close-out$/,
          json(
            200,
            report('all', [
              line('uid-ann', 'Ann', [total('cash', 80_00, 80_00), total('cheque', 100_00)]),
              line('uid-bo', 'Bo', [total('cash', 25_00, 20_00), total('cheque', 0)]),
            ]),
          ),
        ],
      ],
    });
    const ann = await screen.findByRole('region', { name: 'Ann' }, { timeout: 10_000 });
    const bo = screen.getByRole('region', { name: 'Bo' });
    within(ann).getByText('Balanced');
    expect(within(ann).queryByText('Count differs')).toBeNull();
    within(bo).getByText('Short $5.00');
    within(bo).getByText('Count differs');
    expect(screen.getByLabelText('All desks: net taken').textContent).toBe('$205.00');
    expect(screen.queryByLabelText('Cash counted ($)')).toBeNull();
  });

  it('downloads the CSV and prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const view = renderAdmin(<CloseOutPanel tournamentId={tournamentId} />, {
      user: desk,
      routes: [
        ['GET', /\/close-out\.csv$/, () => fakeResponse(200, 'person,name\r\n')],
        ['GET', /\/close-out$/, json(200, report('own', [line(desk.uid, 'Dee Desk', [total('cash', 0), total('cheque', 0)])]))],
      ],
    });
    await screen.findByRole('region', { name: 'Dee Desk' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(view.fetch.mock.calls.some(([url]) => url === `/api/tournaments/${tournamentId}/close-out.csv`)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
