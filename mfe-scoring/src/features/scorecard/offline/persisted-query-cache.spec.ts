/** @jest-environment node */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistScoringQueries } from './persisted-query-cache';

const waitForWrites = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('persistScoringQueries', () => {
  it('brings the scorecard queries back into a new cache (a reload without signal), and nothing else', async () => {
    const before = new QueryClient();
    const stop = await persistScoringQueries(before);
    await before.fetchQuery({ queryKey: ['/api/scores', 't1', 'team1'], queryFn: async () => [{ hole: 1, strokes: 4 }] });
    await before.fetchQuery({ queryKey: ['/api/tournaments', 't1'], queryFn: async () => ({ id: 't1', name: 'Open' }) });
    await before.fetchQuery({ queryKey: ['/api/weather'], queryFn: async () => ({ sunny: true }) });
    await waitForWrites();
    stop();

    const after = new QueryClient();
    await persistScoringQueries(after);
    expect(after.getQueryData(['/api/scores', 't1', 'team1'])).toEqual([{ hole: 1, strokes: 4 }]);
    expect(after.getQueryData(['/api/tournaments', 't1'])).toEqual({ id: 't1', name: 'Open' });
    expect(after.getQueryData(['/api/weather'])).toBeUndefined();
  });
});
