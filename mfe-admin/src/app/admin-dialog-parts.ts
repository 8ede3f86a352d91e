// The administration dialog's tabs that other features draw, each loaded when first shown: given to the dialog
// (and through it to Check-In) as `parts`, because a feature never imports another one.
import type { AdminDialogParts } from '../features/administration/components/admin-dialog-parts';
import { LazyAuctionTab, LazyAwardsTab, LazyContestsTab, LazyEventTeamTab, LazyMessagesTab } from './lazy-tabs';
import { LazyAddOnsTab, LazyCloseOut, LazyLedgerAndPledges, LazySponsorsTab, LazyTeamAddOnSales, LazyVolunteerCashTotal } from './fundraising-tabs';
import { LazyRegistrationsTab, LazyRegistrationTab } from './registration-tabs';
import { LazyStartsAndPrintTab } from './starts-print-tab';

export const adminDialogParts: AdminDialogParts = {
  LedgerAndPledges: LazyLedgerAndPledges,
  SponsorsTab: LazySponsorsTab,
  AddOnsTab: LazyAddOnsTab,
  ContestsTab: LazyContestsTab,
  AwardsTab: LazyAwardsTab,
  RegistrationTab: LazyRegistrationTab,
  RegistrationsTab: LazyRegistrationsTab,
  TeamAddOnSales: LazyTeamAddOnSales,
  VolunteerCashTotal: LazyVolunteerCashTotal,
  CloseOut: LazyCloseOut,
  EventTeamTab: LazyEventTeamTab,
  AuctionTab: LazyAuctionTab,
  StartsAndPrintTab: LazyStartsAndPrintTab,
  MessagesTab: LazyMessagesTab,
};
