import { sampleAuctionCatalogue, sampleAuctionItem } from '@fairway/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { AuctionLinkPanel } from './auction-link-panel';

const tournamentId = '00000000-0000-4000-8000-000000000001';
const catalogueOf = /\/api\/tournaments\/[^/]+\/auction$/;

describe('AuctionLinkPanel', () => {
  it('sends guests from the board to the auction when it has items open for bids', async () => {
    const flag = sampleAuctionItem({ id: '00000000-0000-4000-8000-0000000000b2', title: 'Signed flag', currentPriceCents: null, leaders: [], bidCount: 0 });
    const sold = sampleAuctionItem({ id: '00000000-0000-4000-8000-0000000000b3', state: 'sold' });
    renderLeaderboard(<AuctionLinkPanel tournamentId={tournamentId} />, [
      [catalogueOf, json(sampleAuctionCatalogue({ items: [sampleAuctionItem(), flag, sold] }))],
    ]);
    const link = await screen.findByRole('link', { name: 'Bid in the Auction' });
    expect(link.getAttribute('href')).toBe(`/tournament/${tournamentId}/auction`);
    screen.getByText(/2 items open for bids, \$500 bid so far/);
  });

  it('shows nothing when the tournament has no auction items, or no auction', async () => {
    const view = renderLeaderboard(<AuctionLinkPanel tournamentId={tournamentId} />, [[catalogueOf, json(sampleAuctionCatalogue({ items: [] }))]]);
    await waitFor(() => expect(view.fetch).toHaveBeenCalled());
    expect(view.container.textContent).toBe('');
    view.unmount();
    const none = renderLeaderboard(<AuctionLinkPanel tournamentId={tournamentId} />);
    await waitFor(() => expect(none.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Bid in the Auction' })).toBeNull();
  });
});
