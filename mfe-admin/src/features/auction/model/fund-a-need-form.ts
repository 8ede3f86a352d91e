import type { FundANeedView } from '@fairway/contracts/auction';
import type { FundANeedRequest } from '@fairway/contracts/auction-desk';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { auctionMessages } from '@fairway/contracts/auction-messages';
import type { FieldErrors } from '../../../shared/model/field-errors';
import { centsListOf, centsOf, dollarsText } from './auction-money';

export interface FundANeedForm {
  title: string;
  description: string;
  /** Dollars, comma separated. */
  levels: string;
  goal: string;
  open: boolean;
}

export const emptyFundANeedForm: FundANeedForm = { title: '', description: '', levels: '', goal: '', open: true };

export function fundANeedFormOf(view: FundANeedView | null): FundANeedForm {
  if (!view) return emptyFundANeedForm;
  return {
    title: view.title,
    description: view.description,
    levels: view.levels.map((level) => dollarsText(level.amountCents)).join(', '),
    goal: dollarsText(view.goalCents),
    open: view.open,
  };
}

/** The request for the fund-a-need form, levels highest first, or the problems the form can see (the server checks the rest). */
export function fundANeedRequest(form: FundANeedForm): { request: FundANeedRequest } | { errors: FieldErrors<FundANeedForm> } {
  const errors: FieldErrors<FundANeedForm> = {};
  const levels = centsListOf(form.levels);
  const goal = centsOf(form.goal);
  if (form.title.trim() === '') errors.title = auctionMessages.titleRequired;
  if (levels.some(Number.isNaN)) errors.levels = auctionAdminTexts.dollarsInvalid;
  else if (levels.length === 0 || levels.length > 8 || new Set(levels).size !== levels.length) errors.levels = auctionMessages.levelsInvalid;
  if (goal !== null && Number.isNaN(goal)) errors.goal = auctionAdminTexts.dollarsInvalid;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: { title: form.title, description: form.description, levelsCents: levels.sort((a, b) => b - a), open: form.open, goalCents: goal },
  };
}
