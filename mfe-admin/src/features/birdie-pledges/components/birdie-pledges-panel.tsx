import { useBirdiePledges, useTeams } from '@fairway/api-client';
import type { BirdiePledge } from '@fairway/contracts/birdie-pledge';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { usd } from '../../../shared/model/money';
import { donorOf } from '../model/pledge-donor';
import panel from '../../../shared/components/panel.module.css';
import list from '../../../shared/components/amount-list.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

const CollectPledgeDialog = lazy(() => import('./collect-pledge-dialog').then((module) => ({ default: module.CollectPledgeDialog })));

/** Every birdie pledge with what it comes to now; once paid, "Collected" records it in the ledger. */
export function BirdiePledgesPanel({ tournamentId }: { tournamentId: string }) {
  const pledges = useBirdiePledges(tournamentId);
  const teams = useTeams(tournamentId);
  const [collecting, setCollecting] = useState<BirdiePledge | null>(null);
  const teamName = (teamId: string | null) => (teamId ? (teams.data?.find((team) => team.id === teamId)?.name ?? 'One team') : 'Whole field');

  return (
    <section className={list.panel} aria-labelledby="pledges-heading">
      <div className={panel.pageHead}>
        <h3 id="pledges-heading" className={panel.sectionHeading}>
          Birdie pledges
        </h3>
        {pledges.data && <span className={list.note}>{usd(pledges.data.totalDue)} due in all</span>}
      </div>
      {pledges.isError && <ReadFailure failure={fundraisingMessages.pledgesFetchFailed} error={pledges.error} onRetry={pledges.refetch} />}
      {pledges.data?.pledges.length === 0 && <p className={list.note}>No birdie pledges yet.</p>}
      {pledges.data && pledges.data.pledges.length > 0 && (
        <ul className={panel.list} aria-label="Birdie pledges">
          {pledges.data.pledges.map((pledge) => (
            <li key={pledge.id} className={list.row}>
              <span className={list.amount}>{usd(pledge.due)}</span>
              <span className={panel.entryText}>
                {donorOf(pledge)}
                <span className={list.meta}>
                  {[
                    `${usd(pledge.amountPerBirdie)} per birdie`,
                    pledge.cap === null ? null : `cap ${usd(pledge.cap)}${pledge.capped ? ' (reached)' : ''}`,
                    teamName(pledge.teamId),
                    `${pledge.birdies} ${pledge.birdies === 1 ? 'birdie' : 'birdies'}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {pledge.contactEmail && <span className={list.meta}>{pledge.contactEmail}</span>}
              </span>
              <span className={`${list.state} ${pledge.state === 'collected' ? list.received : list.pledged}`}>
                {pledge.state === 'collected' ? 'Collected' : 'Open'}
              </span>
              <span className={list.rowActions}>
                {pledge.state === 'open' && pledge.due > 0 && (
                  <Button size="small" onClick={() => setCollecting(pledge)} aria-label={`Collected ${usd(pledge.due)} from ${donorOf(pledge)}`}>
                    Collected
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {collecting && <CollectPledgeDialog tournamentId={tournamentId} pledge={collecting} onClose={() => setCollecting(null)} />}
      </Suspense>
    </section>
  );
}
