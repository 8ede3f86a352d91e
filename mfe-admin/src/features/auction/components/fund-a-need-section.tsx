import { useAuctionOverview, useSaveFundANeed } from '@fairway/api-client';
import type { FundANeedView } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { toast } from '@fairway/ui/toast';
import { Button, Skeleton } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { CheckBox } from '../../../shared/components/check-box';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import fields from '../../../shared/components/native-input.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { usdCents } from '../../../shared/model/money';
import { type FundANeedForm, fundANeedFormOf, fundANeedRequest } from '../model/fund-a-need-form';
import styles from './auction.module.css';

/** The paddle raise: what it funds, its giving levels and goal, open or closed, and the gifts so far per level (live). */
export function FundANeedSection({ tournamentId }: { tournamentId: string }) {
  const overview = useAuctionOverview(tournamentId);
  const view = overview.data?.fundANeed ?? null;
  return (
    <section className={panel.section} aria-labelledby="fund-a-need-heading">
      <h3 id="fund-a-need-heading" className={panel.sectionHeading}>
        Fund-a-need
      </h3>
      <p className={panel.muted}>Guests tap a level on their phones to give; each gift goes on their bill.</p>
      {overview.isPending && <Skeleton active />}
      {overview.isError && <ReadFailure failure={auctionAdminTexts.auctionFetchFailed} error={overview.error} onRetry={overview.refetch} />}
      {view && <GiftsSoFar view={view} />}
      {overview.data && <FundANeedEditor tournamentId={tournamentId} view={view} />}
    </section>
  );
}

function GiftsSoFar({ view }: { view: FundANeedView }) {
  return (
    <>
      <p className={styles.total} aria-live="polite">
        <strong>{usdCents(view.totalCents)}</strong> from {view.giftCount} {view.giftCount === 1 ? 'gift' : 'gifts'}
        {view.goalCents !== null && ` of a ${usdCents(view.goalCents)} goal`} · {view.open ? 'Open' : 'Closed'}
      </p>
      <ul className={styles.levels} aria-label="Gifts per level">
        {view.levels.map((level) => (
          <li key={level.amountCents} className={styles.level}>
            <strong>{usdCents(level.amountCents)}</strong>
            <span className={styles.meta}>{level.count === 1 ? '1 gift' : `${level.count} gifts`}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function FundANeedEditor({ tournamentId, view }: { tournamentId: string; view: FundANeedView | null }) {
  const save = useSaveFundANeed();
  const { form, errors, set, send } = useDraftForm<FundANeedForm>(fundANeedFormOf(view));
  const submit = () =>
    send(fundANeedRequest(form), (fundANeed) =>
      save.mutate({ tournamentId, fundANeed }, { onSuccess: () => toast({ title: 'Fund-a-need saved', variant: 'success' }) }),
    );
  return (
    <DraftForm className={styles.form} aria-label="Fund-a-need" onSubmit={submit}>
      <div className={styles.wide}>
        <FormField label="Title" hint="What the gifts pay for, e.g. Junior golf clinics" error={errors.title}>
          {(control) => <Input {...control} value={form.title} onChange={(event) => set('title', event.target.value)} />}
        </FormField>
      </div>
      <div className={styles.wide}>
        <FormField label="Description" error={errors.description}>
          {(control) => (
            <textarea {...control} className={fields.textarea} value={form.description} onChange={(event) => set('description', event.target.value)} />
          )}
        </FormField>
      </div>
      <FormField label="Giving levels" hint={auctionAdminTexts.levelsHint} error={errors.levels}>
        {(control) => <Input {...control} inputMode="decimal" value={form.levels} onChange={(event) => set('levels', event.target.value)} />}
      </FormField>
      <FormField label="Goal" hint="Blank: no goal shown" error={errors.goal}>
        {(control) => <Input {...control} inputMode="decimal" prefix="$" value={form.goal} onChange={(event) => set('goal', event.target.value)} />}
      </FormField>
      <CheckBox checked={form.open} onChange={(open) => set('open', open)}>
        Taking gifts
      </CheckBox>
      <Button htmlType="submit" type="primary" loading={save.isPending} className={styles.submit}>
        Save fund-a-need
      </Button>
      <div className={styles.wide}>
        <FailureAlert text={save.failureText} />
      </div>
    </DraftForm>
  );
}
