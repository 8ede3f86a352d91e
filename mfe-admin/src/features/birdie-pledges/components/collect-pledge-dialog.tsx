import { useCollectBirdiePledge } from '@fairway/api-client';
import type { BirdiePledge } from '@fairway/contracts/birdie-pledge';
import type { PaymentMethod } from '@fairway/contracts/ledger';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { useState } from 'react';
import { Modal } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { methodLabels, optionsOf, usd } from '../../../shared/model/money';
import { donorOf } from '../model/pledge-donor';
import { FailureAlert } from '../../../shared/components/failure-alert';
import list from '../../../shared/components/amount-list.module.css';

/** Asks how a pledge was paid, then records it in the ledger as a received pledge payment. */
export function CollectPledgeDialog({ tournamentId, pledge, onClose }: { tournamentId: string; pledge: BirdiePledge; onClose: () => void }) {
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
      <div className={list.form}>
        <p className={list.lead}>{what} goes into the ledger as a received pledge payment.</p>
        <FormField label="Paid by">
          {(control) => <NativeSelect {...control} value={method} onChange={setMethod} options={optionsOf(methodLabels)} />}
        </FormField>
        <FailureAlert text={collect.failureText} />
      </div>
    </Modal>
  );
}
