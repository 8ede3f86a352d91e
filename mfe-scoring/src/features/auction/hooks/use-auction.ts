import { auctionCatalogueQueryOptions, useTournamentEvents } from '@fairway/api-client';
import { useQuery } from '@tanstack/react-query';
import { useOutbidToasts } from './use-outbid-toasts';

/** While the stream is down the catalogue is asked for again this often (the leaderboard page's pace). */
const pollWhileDownMs = 15_000;

/**
 * The catalogue as a guest's page reads it: kept current by the tournament's live stream (each `auction`
 * event lands in it), with a toast when the guest loses the lead on an item.
 */
export function useAuction(tournamentId: string) {
  const connection = useTournamentEvents(tournamentId);
  const catalogue = useQuery({ ...auctionCatalogueQueryOptions(tournamentId), refetchInterval: connection === 'live' ? false : pollWhileDownMs });
  useOutbidToasts(tournamentId, catalogue.data);
  return { catalogue, connection };
}
