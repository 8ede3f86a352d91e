import { useReceiveLedgerEntry, useVoidLedgerEntry } from '@fairway/api-client';
import type { LedgerEntry } from '@fairway/contracts/ledger';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { useState } from 'react';
import { Input, Modal } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { methodLabels, optionsOf, usd } from '../../../shared/model/money';
import { entryDonor } from '../model/ledger-entry';
import { FailureAlert } from '../../../shared/components/failure-alert';
import list from '../../../shared/components/amount-list.module.css';

export type EntryAction = 'void' | 'receive';

// A void only corrects the ledger: the donor's card is paid back only by Refund (through the provider).
const voidKeepsCardMoney = ' It was paid by card online: voiding does not give the money back to the card. Use Refund for that.';

interface EntryActionDialogProps {
  tournamentId: string;
  entry: LedgerEntry;
  action: EntryAction;
  onClose: () => void;
}

/** Asks before an entry changes for good: a void needs its reason, receiving asks how the money came. */
export function EntryActionDialog({ tournamentId, entry, action, onClose }: EntryActionDialogProps) {
  const voiding = useVoidLedgerEntry();
  const receiving = useReceiveLedgerEntry();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [method, setMethod] = useState(entry.method);
  const what = `${usd(entry.amount)} from ${entryDonor(entry)}`;
  const mutation = action === 'void' ? voiding : receiving;

  const confirm = async () => {
    const done = () => {
      toast({ title: action === 'void' ? `Voided ${what}` : `Received ${what}`, variant: 'success' });
      onClose();
    };
    if (action === 'receive') return receiving.mutate({ tournamentId, entryId: entry.id, method }, { onSuccess: done });
    // The schema loads on the first void, not with the dialog.
    const { voidLedgerEntryInput } = await import('@fairway/contracts/ledger');
    const parsed = voidLedgerEntryInput.safeParse({ reason });
    setReasonError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) voiding.mutate({ tournamentId, entryId: entry.id, reason: parsed.data.reason }, { onSuccess: done });
  };

  return (
    <Modal
      open
      title={action === 'void' ? 'Void this entry?' : 'Mark as received?'}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" danger={action === 'void'} loading={mutation.isPending} onClick={() => void confirm()}>
          {action === 'void' ? 'Void entry' : 'Mark received'}
        </Button>,
      ]}
    >
      <div className={list.form}>
        <p className={list.lead}>
          {action === 'void'
            ? `${what} stays in the ledger, marked void, and no longer counts in the amount raised.${entry.refundable ? voidKeepsCardMoney : ''}`
            : `${what} will count in the amount raised.`}
        </p>
        {action === 'void' ? (
          <FormField label="Reason" error={reasonError}>
            {(control) => <Input {...control} value={reason} onChange={(event) => setReason(event.target.value)} onPressEnter={() => void confirm()} />}
          </FormField>
        ) : (
          <FormField label="Paid by">
            {(control) => <NativeSelect {...control} value={method} onChange={setMethod} options={optionsOf(methodLabels)} />}
          </FormField>
        )}
        <FailureAlert text={mutation.failureText} />
      </div>
    </Modal>
  );
}
