import { errorText, useBirdiePledges, useCollectBirdiePledge, useTeams } from '@fairway/api-client';
import type { BirdiePledge } from '@fairway/contracts/birdie-pledge';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { type PaymentMethod, paymentMethods } from '@fairway/contracts/ledger';
import { toast } from '@fairway/ui/toast';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { Modal } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { methodLabels, usd } from '../../../shared/model/money';
import styles from './ledger-panel.module.css';

const donorOf = (pledge: BirdiePledge) => pledge.donorName ?? 'Anonymous';

/** Every birdie pledge with what it comes to now; once paid, "Collected" records it in the ledger. */
export function BirdiePledgesPanel({ tournamentId }: { tournamentId: string }) {
  const pledges = useBirdiePledges(tournamentId);
  const teams = useTeams(tournamentId);
  const [collecting, setCollecting] = useState<BirdiePledge | null>(null);
  const teamName = (teamId: string | null) => (teamId ? (teams.data?.find((team) => team.id === teamId)?.name ?? 'One team') : 'Whole field');

  return (
    <section className={styles.panel} aria-labelledby="pledges-heading">
      <div className={styles.head}>
        <h3 id="pledges-heading" className={styles.sectionHeading}>
          Birdie pledges
        </h3>
        {pledges.data && <span className={styles.note}>{usd(pledges.data.totalDue)} due in all</span>}
      </div>
      {pledges.isError && <Empty description={errorText(pledges.error, fundraisingMessages.ledgerFetchFailed)} />}
      {pledges.data?.pledges.length === 0 && <p className={styles.note}>No birdie pledges yet.</p>}
      {pledges.data && pledges.data.pledges.length > 0 && (
        <ul className={styles.entries} aria-label="Birdie pledges">
          {pledges.data.pledges.map((pledge) => (
            <li key={pledge.id} className={styles.entry}>
              <span className={styles.amount}>{usd(pledge.due)}</span>
              <span className={styles.who}>
                {donorOf(pledge)}
                <span className={styles.meta}>
                  {[
                    `${usd(pledge.amountPerBirdie)} per birdie`,
                    pledge.cap === null ? null : `cap ${usd(pledge.cap)}${pledge.capped ? ' (reached)' : ''}`,
                    teamName(pledge.teamId),
                    `${pledge.birdies} ${pledge.birdies === 1 ? 'birdie' : 'birdies'}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {pledge.contactEmail && <span className={styles.meta}>{pledge.contactEmail}</span>}
              </span>
              <span className={`${styles.state} ${pledge.state === 'collected' ? styles.received : styles.pledged}`}>
                {pledge.state === 'collected' ? 'Collected' : 'Open'}
              </span>
              <span className={styles.rowActions}>
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
      {collecting && <CollectDialog tournamentId={tournamentId} pledge={collecting} onClose={() => setCollecting(null)} />}
    </section>
  );
}

function CollectDialog({ tournamentId, pledge, onClose }: { tournamentId: string; pledge: BirdiePledge; onClose: () => void }) {
  const collect = useCollectBirdiePledge();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const what = `${usd(pledge.due)} from ${donorOf(pledge)}`;
  const confirm = () =>
    collect.mutate(
      { tournamentId, pledgeId: pledge.id, method },
      {
        onSuccess: () => {
          toast({ title: `Collected ${what}`, variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title="Mark the pledge collected?"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="collect" type="primary" loading={collect.isPending} onClick={confirm}>
          Mark collected
        </Button>,
      ]}
    >
      <div className={styles.form}>
        <p className={styles.lead}>{what} goes into the ledger as a received pledge payment.</p>
        <FormField label="Paid by">
          {(control) => (
            <NativeSelect {...control} value={method} onChange={setMethod} options={paymentMethods.map((value) => ({ value, label: methodLabels[value] }))} />
          )}
        </FormField>
        {collect.failureText && (
          <p role="alert" className={styles.failure}>
            {collect.failureText}
          </p>
        )}
      </div>
    </Modal>
  );
}
