import { useAuctionOverview, useSaveAuctionSettings } from '@fairway/api-client';
import type { AuctionSettings } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { Button, Skeleton } from 'antd';
import { toast } from '@fairway/ui/toast';
import { Input } from '../../../shared/components/antd-parts';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import fields from '../../../shared/components/native-input.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { optionsOf } from '../../../shared/model/money';
import { type SettingsForm, settingsFormOf, settingsRequest, whoMayBidLabels } from '../model/settings-form';
import styles from './auction.module.css';

/** The auction's hours, its soft close and hard cap, and who may bid. */
export function SettingsSection({ tournamentId }: { tournamentId: string }) {
  const overview = useAuctionOverview(tournamentId);
  return (
    <section className={panel.section} aria-labelledby="auction-settings-heading">
      <h3 id="auction-settings-heading" className={panel.sectionHeading}>
        Settings
      </h3>
      {overview.isPending && <Skeleton active />}
      {overview.isError && <ReadFailure failure={auctionAdminTexts.auctionFetchFailed} error={overview.error} onRetry={overview.refetch} />}
      {overview.data && <SettingsEditor tournamentId={tournamentId} settings={overview.data.settings} />}
    </section>
  );
}

function SettingsEditor({ tournamentId, settings }: { tournamentId: string; settings: AuctionSettings }) {
  const save = useSaveAuctionSettings();
  const { form, errors, set, send } = useDraftForm<SettingsForm>(settingsFormOf(settings));
  const time = (key: 'opensAt' | 'closesAt' | 'hardCapAt', label: string, hint: string) => (
    <FormField label={label} hint={hint} error={errors[key]}>
      {(control) => (
        <input {...control} type="datetime-local" className={fields.dateTime} value={form[key]} onChange={(event) => set(key, event.target.value)} />
      )}
    </FormField>
  );
  const submit = () =>
    send(settingsRequest(form), (request) =>
      save.mutate({ tournamentId, settings: request }, { onSuccess: () => toast({ title: 'Auction settings saved', variant: 'success' }) }),
    );
  return (
    <DraftForm className={styles.form} aria-label="Auction settings" onSubmit={submit}>
      {time('opensAt', 'Bidding opens', 'Blank: as soon as items are added')}
      {time('closesAt', 'Bidding closes', 'Each item may have its own close')}
      <FormField label="Soft close (minutes)" hint="A bid in the last minutes moves the close this much later; 0: none" error={errors.softCloseMinutes}>
        {(control) => (
          <Input {...control} inputMode="numeric" value={form.softCloseMinutes} onChange={(event) => set('softCloseMinutes', event.target.value)} />
        )}
      </FormField>
      {time('hardCapAt', 'Hard cap', 'The soft close never goes past it; blank: no cap')}
      <div className={styles.wide}>
        <FormField label="Who may bid">
          {(control) => <NativeSelect {...control} value={form.whoMayBid} onChange={(who) => set('whoMayBid', who)} options={optionsOf(whoMayBidLabels)} />}
        </FormField>
      </div>
      <Button htmlType="submit" type="primary" loading={save.isPending} className={styles.submit}>
        Save settings
      </Button>
      <div className={styles.wide}>
        <FailureAlert text={save.failureText} />
      </div>
    </DraftForm>
  );
}
