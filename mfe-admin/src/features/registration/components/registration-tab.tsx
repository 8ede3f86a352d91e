import { useRegistrationSettings, useTournamentEvents } from '@fairway/api-client';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { Skeleton } from 'antd';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { ProductsSection } from './products-section';
import { PromoCodesSection } from './promo-codes-section';
import { QuestionsSection } from './questions-section';
import { RegistrationWindowSection } from './registration-window-section';
import { WaiverSection } from './waiver-section';

/** Registration before the day: when it is open, the field's size, what it sells, what it asks, the waiver, promo codes. */
export function RegistrationTab({ tournamentId }: { tournamentId: string }) {
  const settings = useRegistrationSettings(tournamentId);
  // What is sold and the places left move with each paid registration (its ledger change's live event).
  useTournamentEvents(tournamentId);
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <ReadFailure failure={registrationMessages.settingsFetchFailed} error={settings.error} onRetry={settings.refetch} />;
  return (
    <div className={panel.sections}>
      <RegistrationWindowSection tournamentId={tournamentId} settings={settings.data} />
      <ProductsSection tournamentId={tournamentId} products={settings.data.products} />
      <QuestionsSection tournamentId={tournamentId} settings={settings.data} />
      <WaiverSection tournamentId={tournamentId} settings={settings.data} />
      <PromoCodesSection tournamentId={tournamentId} promoCodes={settings.data.promoCodes} />
    </div>
  );
}
