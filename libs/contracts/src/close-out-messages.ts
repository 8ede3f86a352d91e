import { groupThousands } from './group-thousands';
import { limits } from './limits';

/** What the desk's close-out says (the spec's words), without zod: the close-out panel and its calls import it. */
export const closeOutMessages = {
  countMethodInvalid: 'Choose what you counted: cash or cheques',
  countedInvalid: 'Enter what you counted in cents: a whole number, 0 or more',
  countedTooLarge: `A count cannot exceed $${groupThousands(limits.maxLedgerEntryDollars)}`,
  fetchFailed: 'Failed to load the close-out',
  countFailed: 'Failed to save your count',
  exportFailed: 'Failed to export the close-out',
  countSaved: 'Count saved',
  /** The line of money the processor took online (card gifts, online registrations): nobody at the desk holds it. */
  onlineName: 'Online payments (the processor)',
  /** Entries without a recorder: the opening balance the ledger's migration wrote. */
  unattributedName: 'Not recorded by anyone (opening balance)',
} as const;
