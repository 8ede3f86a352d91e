import { useExtendAuctionItem } from '@fairway/api-client';
import type { AuctionItem } from '@fairway/contracts/auction';
import { auctionMessages } from '@fairway/contracts/auction-messages';
import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormField } from '../../../shared/components/form-field';

/** Extend: the item's close moves the given minutes later. */
export function ExtendDialog({ tournamentId, item, onClose }: { tournamentId: string; item: AuctionItem; onClose: () => void }) {
  const extend = useExtendAuctionItem();
  const [minutes, setMinutes] = useState('10');
  const [error, setError] = useState<string>();
  const send = () => {
    const value = Number(minutes.trim());
    if (!Number.isInteger(value) || value < 1 || value > 240) return setError(auctionMessages.extendInvalid);
    setError(undefined);
    extend.mutate(
      { tournamentId, itemId: item.id, minutes: value },
      {
        onSuccess: () => {
          toast({ title: `${item.title} closes ${value} minutes later`, variant: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog title={`Extend ${item.title}`} actionLabel="Extend" busy={extend.isPending} onAction={send} onClose={onClose}>
      <FormField label="Minutes" hint="1 to 240 minutes later than its close now" error={error}>
        {(control) => <Input {...control} inputMode="numeric" value={minutes} onChange={(event) => setMinutes(event.target.value)} />}
      </FormField>
      <FailureAlert text={extend.failureText} />
    </FormDialog>
  );
}
