import { useAuctionUnpaid, useOfferToNextBidder, useTournament } from '@fairway/api-client';
import { can } from '@fairway/contracts/event-permissions';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import type { AuctionBillLine } from '@fairway/contracts/auction-desk';
import { toast } from '@fairway/ui/toast';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { myRoleOf } from '../../../shared/model/my-role';
import { usdCents } from '../../../shared/model/money';
import { ConfirmDialog } from './confirm-dialog';
import styles from './auction.module.css';

/** Who still owes, most first, each unpaid item with "Offer to next bidder" (organisers only: the server refuses the desk). */
export function UnpaidSection({ tournamentId }: { tournamentId: string }) {
  const unpaid = useAuctionUnpaid(tournamentId);
  const [offering, setOffering] = useState<AuctionBillLine | null>(null);
  const tournament = useTournament(tournamentId);
  // Passing a win on is the organisers' call; the desk sees who owes.
  const mayOffer = !!tournament.data && can(myRoleOf(tournament.data), 'event.edit');
  return (
    <section className={panel.section} aria-labelledby="auction-unpaid-heading">
      <h3 id="auction-unpaid-heading" className={panel.sectionHeading}>
        Unpaid
      </h3>
      {unpaid.isPending && <Skeleton active />}
      {unpaid.isError && <ReadFailure failure={auctionAdminTexts.unpaidFetchFailed} error={unpaid.error} onRetry={unpaid.refetch} />}
      {unpaid.data && unpaid.data.bidders.length === 0 && <Empty description={auctionAdminTexts.nothingUnpaid} />}
      {unpaid.data && unpaid.data.bidders.length > 0 && (
        <>
          <p className={styles.total}>
            <strong>{usdCents(unpaid.data.totalDueCents)}</strong> still owed
          </p>
          <ul className={panel.list} aria-label="Unpaid bidders">
            {unpaid.data.bidders.map((bidder) => (
              <li key={bidder.bidderNumber} className={styles.row} aria-label={`Bidder ${bidder.bidderNumber}`}>
                <span className={styles.title}>
                  Bidder {bidder.bidderNumber} · {bidder.name}
                </span>
                <span className={styles.price}>{usdCents(bidder.dueCents)}</span>
                <ul className={styles.lines}>
                  {bidder.lines
                    .filter((line) => !line.paid)
                    .map((line) => (
                      <li key={line.id} className={styles.billLine}>
                        <span>
                          {line.title} · {usdCents(line.amountCents)}
                        </span>
                        {mayOffer && line.kind === 'item' && line.itemId && <Button onClick={() => setOffering(line)}>Offer to next bidder</Button>}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {offering && <OfferNextDialog tournamentId={tournamentId} line={offering} onClose={() => setOffering(null)} />}
    </section>
  );
}

function OfferNextDialog({ tournamentId, line, onClose }: { tournamentId: string; line: AuctionBillLine; onClose: () => void }) {
  const offer = useOfferToNextBidder();
  const confirm = () =>
    offer.mutate(
      { tournamentId, itemId: line.itemId! },
      {
        onSuccess: () => {
          toast({ title: `${line.title} is offered to the next bidder`, variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      title="Offer to next bidder"
      actionLabel="Offer to next bidder"
      busy={offer.isPending}
      failure={offer.failureText}
      onConfirm={confirm}
      onClose={onClose}
    >
      {auctionAdminTexts.offerNextConfirm(line.title)}
    </ConfirmDialog>
  );
}
