// Loaded when the item form is first submitted: the auction's schemas stay out of the tab's first load.
import { type AuctionItemRequest, auctionItemInput, auctionMessages, type IncrementRule } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import { centsOf } from './auction-money';
import { instantOf } from '../../../shared/model/date-time-field';
import type { ItemForm } from './item-form';

type Errors = FieldErrors<ItemForm>;

const incrementField = { fixed: 'incrementFixed', tiered: 'incrementTiers', percent: 'incrementPercent' } as const;

/** The schema's keys onto the form's fields. */
const fieldOf = (form: ItemForm): Partial<Record<PropertyKey, keyof ItemForm>> => ({
  fairMarketValueCents: 'fairMarketValue',
  startingBidCents: 'startingBid',
  buyNowCents: 'buyNow',
  reserveCents: 'reserve',
  incrementRule: incrementField[form.incrementKind],
});

/** A money field's cents, or its error; `required` fields say so when blank. */
function money(form: ItemForm, field: keyof ItemForm, errors: Errors): number | null {
  const cents = centsOf(String(form[field]));
  if (Number.isNaN(cents)) errors[field] = auctionAdminTexts.dollarsInvalid;
  return cents !== null && Number.isNaN(cents) ? null : cents;
}

function tiersOf(text: string, errors: Errors): Array<{ fromCents: number; incrementCents: number }> {
  const tiers = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(':').map((part) => centsOf(part)));
  if (tiers.some((tier) => tier.length !== 2 || tier.some((cents) => cents === null || Number.isNaN(cents))))
    errors.incrementTiers = auctionAdminTexts.tierLineInvalid;
  return tiers.map(([fromCents, incrementCents]) => ({ fromCents: fromCents ?? 0, incrementCents: incrementCents ?? 0 }));
}

function incrementRuleOf(form: ItemForm, errors: Errors): IncrementRule {
  if (form.incrementKind === 'tiered') return { kind: 'tiered', tiers: tiersOf(form.incrementTiers, errors) };
  if (form.incrementKind === 'percent') return { kind: 'percent', percent: Number(form.incrementPercent.trim().replace(/%$/, '')) };
  return { kind: 'fixed', cents: money(form, 'incrementFixed', errors) ?? 0 };
}

function instant(form: ItemForm, field: 'opensAt' | 'closesAt', errors: Errors): string | null {
  const at = instantOf(form[field]);
  if (at === undefined) errors[field] = auctionAdminTexts.dateTimeInvalid;
  return at ?? null;
}

/** The schema speaks of cents; this form is typed in dollars. */
function inDollars(errors: Errors): Errors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message === auctionMessages.amountInvalid ? auctionAdminTexts.dollarsInvalid : message]),
  );
}

/** The request for the item form, or the first problem of each field. */
export function itemRequest(form: ItemForm): { request: AuctionItemRequest } | { errors: Errors } {
  const errors: Errors = {};
  const quantity = form.quantity.trim() === '' ? 1 : Number(form.quantity.trim());
  const request: AuctionItemRequest = {
    title: form.title,
    description: form.description,
    photos: form.photos,
    donorName: form.donorName.trim() === '' ? null : form.donorName,
    fairMarketValueCents: money(form, 'fairMarketValue', errors) ?? 0,
    category: form.category,
    startingBidCents: money(form, 'startingBid', errors) ?? Number.NaN,
    incrementRule: incrementRuleOf(form, errors),
    buyNowCents: money(form, 'buyNow', errors),
    reserveCents: money(form, 'reserve', errors),
    quantity,
    opensAt: instant(form, 'opensAt', errors),
    closesAt: instant(form, 'closesAt', errors),
    status: form.status,
  };
  if (form.startingBid.trim() === '') errors.startingBid = auctionAdminTexts.startingBidRequired;
  const parsed = auctionItemInput.safeParse(request);
  if (!parsed.success) Object.assign(errors, { ...inDollars(fieldErrors(form, parsed.error.issues, fieldOf(form))), ...errors });
  return Object.keys(errors).length > 0 ? { errors } : { request };
}

/** The server's refusal by field (`details[].path` such as `startingBidCents`), onto the form's fields. */
export function serverFieldErrors(form: ItemForm, problems: Record<string, string>): Errors {
  const issues = Object.entries(problems).map(([path, message]) => ({ path: path.split('.'), message }));
  return inDollars(fieldErrors(form, issues, fieldOf(form)));
}
