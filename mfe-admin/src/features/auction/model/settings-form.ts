import type { AuctionBidders, AuctionSettings, AuctionSettingsRequest } from '@fairway/contracts/auction';
import { auctionAdminTexts } from '@fairway/contracts/auction-admin-texts';
import type { FieldErrors } from '../../../shared/model/field-errors';
import { instantOf, localDateTimeText } from '../../../shared/model/date-time-field';

export interface SettingsForm {
  opensAt: string;
  closesAt: string;
  softCloseMinutes: string;
  hardCapAt: string;
  whoMayBid: AuctionBidders;
}

export const whoMayBidLabels: Record<AuctionBidders, string> = {
  'checked-in': 'Checked-in players and guests with a bidder number',
  'signed-in': 'Anyone signed in',
};

export function settingsFormOf(settings: AuctionSettings): SettingsForm {
  return {
    opensAt: localDateTimeText(settings.opensAt),
    closesAt: localDateTimeText(settings.closesAt),
    softCloseMinutes: String(settings.softCloseMinutes),
    hardCapAt: localDateTimeText(settings.hardCapAt),
    whoMayBid: settings.whoMayBid,
  };
}

/** The request for the settings form, or the problems the form itself can see (the server checks the rest). */
export function settingsRequest(form: SettingsForm): { request: AuctionSettingsRequest } | { errors: FieldErrors<SettingsForm> } {
  const errors: FieldErrors<SettingsForm> = {};
  const times = { opensAt: instantOf(form.opensAt), closesAt: instantOf(form.closesAt), hardCapAt: instantOf(form.hardCapAt) };
  for (const [field, at] of Object.entries(times)) if (at === undefined) errors[field as keyof SettingsForm] = auctionAdminTexts.dateTimeInvalid;
  const minutes = form.softCloseMinutes.trim() === '' ? 0 : Number(form.softCloseMinutes.trim());
  if (!Number.isInteger(minutes)) errors.softCloseMinutes = auctionAdminTexts.wholeNumberInvalid;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      opensAt: times.opensAt ?? null,
      closesAt: times.closesAt ?? null,
      softCloseMinutes: minutes,
      hardCapAt: times.hardCapAt ?? null,
      whoMayBid: form.whoMayBid,
    },
  };
}
