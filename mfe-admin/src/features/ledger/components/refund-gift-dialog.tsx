import { useRefundCardGift } from '@fairway/api-client';
import type { LedgerEntry } from '@fairway/contracts/ledger';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { Input, Modal } from '../../../shared/components/antd-parts';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { usd } from '../../../shared/model/money';
import { entryDonor } from '../model/ledger-entry';
import type { RefundGiftForm } from '../model/refund-gift-request';
import amounts from '../../../shared/components/amount-list.module.css';

interface RefundGiftDialogProps {
  tournamentId: string;
  /** A gift paid by card online, with what is left to refund. */
  entry: LedgerEntry & { refundable: number };
  onClose: () => void;
}

/** Gives a card gift back, whole or part, through the payment provider; the reason goes into the ledger's trail. */
export function RefundGiftDialog({ tournamentId, entry, onClose }: RefundGiftDialogProps) {
  const refunding = useRefundCardGift();
  const left = entry.refundable;
  const draft = useDraftForm<RefundGiftForm>({ amount: String(left), reason: '' });
  const { form, errors, set } = draft;
  const donor = entryDonor(entry);

  const confirm = async () => {
    const { refundGiftRequest } = await import('../model/refund-gift-request');
    draft.send(refundGiftRequest(form, left), ({ amount, reason }) =>
      refunding.mutate(
        { tournamentId, entryId: entry.id, amount, reason },
        {
          onSuccess: () => {
            toast({ title: `Refund of ${usd(amount)} to ${donor} sent`, variant: 'success' });
            onClose();
          },
        },
      ),
    );
  };

  const amountShown = /^\d+(\.\d{1,2})?$/.test(form.amount.trim()) ? usd(Number(form.amount)) : '';
  return (
    <Modal
      open
      title="Refund this gift?"
      onCancel={onClose}
      footer={[
        <Button key="back" onClick={onClose}>
          Keep it
        </Button>,
        <Button key="confirm" type="primary" danger loading={refunding.isPending} onClick={() => void confirm()}>
          {`Refund ${amountShown}`.trim()}
        </Button>,
      ]}
    >
      <DraftForm className={amounts.form} onSubmit={confirm}>
        <p className={amounts.lead}>
          {`The card that paid ${usd(entry.amount)} from ${donor} gets the money back (${usd(left)} is left to refund). The ledger entry is voided or reduced when the payment provider confirms it.`}
        </p>
        <FormField label="Amount ($)" hint={`At most ${usd(left)}`} error={errors.amount}>
          {(control) => <Input {...control} inputMode="decimal" value={form.amount} onChange={(event) => set('amount', event.target.value)} />}
        </FormField>
        <FormField label="Reason" hint="Kept in the ledger's trail and told to the donor" error={errors.reason}>
          {(control) => <Input {...control} value={form.reason} onChange={(event) => set('reason', event.target.value)} />}
        </FormField>
        <FailureAlert text={refunding.failureText} />
        <button type="submit" hidden />
      </DraftForm>
    </Modal>
  );
}
