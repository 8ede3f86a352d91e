import { readOutcome, useTournament, useTournamentEvents } from '@fairway/api-client';
import type { DonatePageProps } from '@fairway/contracts';
import type { DonationResponse } from '@fairway/contracts/gift';
import { httpMessages } from '@fairway/contracts/http-messages';
import { pageMessages } from '@fairway/contracts/page-messages';
import { CharityCard, PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import { useState } from 'react';
import { BirdiePledgePanel } from './birdie-pledge-panel';
import styles from './donate-page.module.css';
import { DonationForm } from './donation-form';
import { DonationThanks } from './donation-thanks';
import { GiftReceiptPanel } from './gift-receipt-panel';

function Donate({ tournamentId, receiptToken }: DonatePageProps) {
  const tournament = useTournament(tournamentId);
  // The thermometer and the pledge total move as gifts and birdies come in.
  useTournamentEvents(tournamentId, { pollIntervalMs: 30_000 });
  const [reply, setReply] = useState<DonationResponse | null>(null);
  const outcome = readOutcome(tournament);
  if (outcome === 'not-found') {
    return (
      <Panel>
        <p className={styles.none}>{pageMessages.tournamentNotFound}</p>
        <p className={styles.lead}>No tournament has the id {tournamentId}.</p>
      </Panel>
    );
  }
  const data = tournament.data;
  if (!data) {
    return (
      <>
        <PageHeading eyebrow="Donate" title="Give to the cause" subtitle={outcome === 'no-signal' ? httpMessages.noSignal : 'Loading the tournament…'} />
        <div className={styles.placeholder} aria-hidden="true" />
      </>
    );
  }
  return (
    <>
      <PageHeading eyebrow="Donate" title={`Give to ${data.charityName}`} subtitle={data.name} />
      <div className={`ff-columns ${styles.columns} ${receiptToken ? styles.receiptFirst : ''}`}>
        <aside className={`ff-column ${styles.side}`}>
          <CharityCard title="Raised so far" charityName={data.charityName} raised={data.charityRaised} goal={data.charityGoal} />
        </aside>
        {receiptToken ? (
          <div className="ff-column">
            <GiftReceiptPanel receiptToken={receiptToken} />
          </div>
        ) : (
          <div className="ff-column">
            <Panel title="Your gift">
              {reply ? (
                <DonationThanks reply={reply} charityName={data.charityName} onAgain={() => setReply(null)} />
              ) : (
                <DonationForm tournamentId={tournamentId} onDonated={setReply} />
              )}
            </Panel>
            <BirdiePledgePanel tournamentId={tournamentId} />
          </div>
        )}
      </div>
    </>
  );
}

/** A guest's gift from the QR code: no account needed. With a receipt token, the card gift's receipt its checkout returns to. */
export function DonatePage(props: DonatePageProps) {
  return (
    <RemoteSurface remote="leaderboard" page="DonatePage">
      <div className={styles.page}>
        <Donate {...props} />
      </div>
    </RemoteSurface>
  );
}
