import type { ProductKind, QuestionKind, RegistrationKind, RegistrationMethod, RegistrationState, RegistrationStatus } from '@fairway/contracts/registration';

export const statusLabels: Record<RegistrationStatus, string> = {
  'not-open': 'Not open',
  'not-yet-open': 'Opens later',
  open: 'Open',
  full: 'Full: new registrants join the waitlist',
  closed: 'Closed',
};

export const stateLabels: Record<RegistrationState, string> = {
  'pending-payment': 'Pending payment',
  paid: 'Paid',
  waitlisted: 'Waitlisted',
  offered: 'Offered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

export const productKindLabels: Record<ProductKind, string> = {
  'team-entry': 'Team entry',
  'single-player': 'Single player',
  'sponsor-package': 'Sponsor package',
  'add-on': 'Add-on',
};

export const questionKindLabels: Record<QuestionKind, string> = {
  'handicap-index': 'Handicap index',
  'shirt-size': 'Shirt size',
  dietary: 'Dietary needs',
  text: 'Text',
  select: 'Choice from a list',
};

export const registrationKindLabels: Record<RegistrationKind, string> = { team: 'Team', single: 'Single player', sponsor: 'Sponsor' };

export const registrationMethodLabels: Record<RegistrationMethod, string> = { card: 'Card', cash: 'Cash', cheque: 'Cheque', complimentary: 'Complimentary' };

/** The two ways a desk is paid (card payments come through the online checkout). */
export const deskMethodLabels = { cash: registrationMethodLabels.cash, cheque: registrationMethodLabels.cheque } as const;
