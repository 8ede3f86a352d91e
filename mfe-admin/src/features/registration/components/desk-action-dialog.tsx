import { useCancelRegistration, useRefundRegistration } from '@fairway/api-client';
import type { Registration } from '@fairway/contracts/registration';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { Input, Modal } from '../../../shared/components/antd-parts';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { usd } from '../../../shared/model/money';
import type { DeskActionForm } from '../model/desk-action-request';
import { refundable, registrationTitle } from '../model/registration-text';
import type { DeskAction } from './registration-row';
import amounts from '../../../shared/components/amount-list.module.css';

interface DeskActionDialogProps {
  tournamentId: string;
  registration: Registration;
  action: DeskAction;
  onClose: () => void;
}

const leads: Record<DeskAction, (title: string, left: string) => string> = {
  cancel: (title) => `${title} loses its place, which is offered to the next on the waitlist. Money taken stays in the ledger until it is refunded.`,
  refund: (title, left) =>
    `The card that paid gets the money back (${left} is left to refund). The ledger entry is voided or reduced when the payment provider confirms it.`,
};

/** Asks before a registration changes for good: a cancellation or a refund (whole or part), each with its reason. */
export function DeskActionDialog({ tournamentId, registration, action, onClose }: DeskActionDialogProps) {
  const cancelling = useCancelRegistration();
  const refunding = useRefundRegistration();
  const left = refundable(registration);
  const draft = useDraftForm<DeskActionForm>({ reason: '', amount: String(left) });
  const { form, errors, set } = draft;
  const title = registrationTitle(registration);
  const mutation = action === 'cancel' ? cancelling : refunding;
  const done = (text: string) => () => {
    toast({ title: text, variant: 'success' });
    onClose();
  };

  const confirm = async () => {
    const { cancelRequest, refundRequest } = await import('../model/desk-action-request');
    const registrationId = registration.id;
    if (action === 'cancel')
      return draft.send(cancelRequest(form), ({ reason }) =>
        cancelling.mutate({ tournamentId, registrationId, reason }, { onSuccess: done(`${title} cancelled`) }),
      );
    draft.send(refundRequest(form, left), ({ amount, reason }) =>
      refunding.mutate({ tournamentId, registrationId, amount, reason }, { onSuccess: done(`Refund of ${usd(amount)} to ${registration.buyerName} sent`) }),
    );
  };

  const amountShown = /^\d+(\.\d{1,2})?$/.test(form.amount.trim()) ? usd(Number(form.amount)) : '';
  return (
    <Modal
      open
      title={action === 'cancel' ? 'Cancel this registration?' : 'Refund this registration?'}
      onCancel={onClose}
      footer={[
        <Button key="back" onClick={onClose}>
          Keep it
        </Button>,
        <Button key="confirm" type="primary" danger loading={mutation.isPending} onClick={() => void confirm()}>
          {action === 'cancel' ? 'Cancel registration' : `Refund ${amountShown}`.trim()}
        </Button>,
      ]}
    >
      <DraftForm className={amounts.form} onSubmit={confirm}>
        <p className={amounts.lead}>{leads[action](title, usd(left))}</p>
        {action === 'refund' && (
          <FormField label="Amount ($)" hint={`At most ${usd(left)}`} error={errors.amount}>
            {(control) => <Input {...control} inputMode="decimal" value={form.amount} onChange={(event) => set('amount', event.target.value)} />}
          </FormField>
        )}
        <FormField label="Reason" hint="Kept in the registration's and the ledger's trail" error={errors.reason}>
          {(control) => <Input {...control} value={form.reason} onChange={(event) => set('reason', event.target.value)} />}
        </FormField>
        <FailureAlert text={mutation.failureText} />
        <button type="submit" hidden />
      </DraftForm>
    </Modal>
  );
}
