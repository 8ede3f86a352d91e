import type { LedgerKind, PaymentMethod } from '@fairway/contracts/ledger';

/** What the organiser typed into "Record money", as typed. */
export interface RecordMoneyForm {
  kind: LedgerKind;
  amount: string;
  donorName: string;
  anonymous: boolean;
  contactEmail: string;
  method: PaymentMethod;
  privateNote: string;
  teamId: string;
}

export const emptyRecordMoneyForm: RecordMoneyForm = {
  kind: 'donation',
  amount: '',
  donorName: '',
  anonymous: false,
  contactEmail: '',
  method: 'cash',
  privateNote: '',
  teamId: '',
};

export type RecordMoneyErrors = Partial<Record<keyof RecordMoneyForm, string>>;
