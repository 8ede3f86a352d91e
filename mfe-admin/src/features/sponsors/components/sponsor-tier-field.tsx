import { useSponsorTiers } from '@fairway/api-client';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { usd } from '../../../shared/model/money';

/** The sponsor forms' tier picker: the tournament's tiers with their prices, or no tier. */
export function SponsorTierField({
  tournamentId,
  value,
  error,
  onChange,
}: {
  tournamentId: string;
  value: string;
  error: string | undefined;
  onChange: (tierId: string) => void;
}) {
  const tiers = useSponsorTiers(tournamentId);
  const options = [{ value: '', label: 'No tier' }, ...(tiers.data ?? []).map((tier) => ({ value: tier.id, label: `${tier.name} (${usd(tier.price)})` }))];
  return (
    <FormField label="Tier" error={error}>
      {(control) => <NativeSelect {...control} value={value} onChange={onChange} options={options} />}
    </FormField>
  );
}
