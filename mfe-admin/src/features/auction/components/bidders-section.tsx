import { useAddGuestBidder, useAuctionBidders } from '@fairway/api-client';
import type { AuctionBidder } from '@fairway/contracts/auction-desk';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { auctionMessages } from '@fairway/contracts/auction-messages';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { usdCents } from '../../../shared/model/money';
import styles from './auction.module.css';

const sourceLabels: Record<AuctionBidder['source'], string> = { bid: 'First bid', 'check-in': 'Check-in', guest: 'Guest' };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Bidder numbers: who holds each, where it came from, what they owe; a guest's number given at the desk. */
export function BiddersSection({ tournamentId }: { tournamentId: string }) {
  const bidders = useAuctionBidders(tournamentId);
  return (
    <section className={panel.section} aria-labelledby="auction-bidders-heading">
      <h3 id="auction-bidders-heading" className={panel.sectionHeading}>
        Bidders
      </h3>
      <GuestForm tournamentId={tournamentId} />
      {bidders.isPending && <Skeleton active />}
      {bidders.isError && <ReadFailure failure={auctionAdminTexts.biddersFetchFailed} error={bidders.error} onRetry={bidders.refetch} />}
      {bidders.data?.length === 0 && <Empty description={auctionAdminTexts.noBidders} />}
      {bidders.data && bidders.data.length > 0 && (
        <ul className={panel.list} aria-label="Bidders">
          {bidders.data.map((bidder) => (
            <li key={bidder.number} className={styles.row} aria-label={`Bidder ${bidder.number}`}>
              <div className={panel.entryText}>
                <span className={styles.title}>
                  Bidder {bidder.number} · {bidder.name}
                </span>
                <span className={styles.meta}>
                  {[sourceLabels[bidder.source], bidder.email, bidder.linked ? null : 'Not signed in yet'].filter(Boolean).join(' · ')}
                </span>
              </div>
              <span className={styles.meta}>
                {bidder.dueCents > 0 ? `Owes ${usdCents(bidder.dueCents)}` : bidder.paidCents > 0 ? `Paid ${usdCents(bidder.paidCents)}` : 'Nothing owed'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GuestForm({ tournamentId }: { tournamentId: string }) {
  const add = useAddGuestBidder();
  const { form, errors, send, set, reset } = useDraftForm({ name: '', email: '' });
  const [given, setGiven] = useState<string | null>(null);
  const submit = () => {
    const problems = {
      ...(form.name.trim() === '' ? { name: auctionMessages.guestNameRequired } : {}),
      ...(emailPattern.test(form.email.trim()) ? {} : { email: auctionMessages.guestEmailInvalid }),
    };
    send(Object.keys(problems).length > 0 ? { errors: problems } : { request: { name: form.name.trim(), email: form.email.trim() } }, (guest) =>
      add.mutate(
        { tournamentId, guest },
        {
          onSuccess: (bidder) => {
            setGiven(auctionAdminTexts.guestNumber(bidder.name, bidder.number));
            reset();
          },
        },
      ),
    );
  };
  return (
    <>
      <DraftForm className={styles.form} aria-label="Add a guest bidder" noValidate onSubmit={submit}>
        <FormField label="Guest's name" error={errors.name}>
          {(control) => <Input {...control} autoComplete="off" value={form.name} onChange={(event) => set('name', event.target.value)} />}
        </FormField>
        <FormField label="E-mail" hint="They sign in with it to bid as their number" error={errors.email}>
          {(control) => <Input {...control} type="email" autoComplete="off" value={form.email} onChange={(event) => set('email', event.target.value)} />}
        </FormField>
        <Button htmlType="submit" type="primary" loading={add.isPending} className={styles.submit}>
          Give a number
        </Button>
      </DraftForm>
      {given && (
        <p className={styles.confirmation} role="status">
          {given}
        </p>
      )}
      <FailureAlert text={add.failureText} />
    </>
  );
}
