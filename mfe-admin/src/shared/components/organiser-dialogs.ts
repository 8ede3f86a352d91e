import type { AdminDialogProps } from '@fairway/contracts/remotes';
import type { ComponentType } from 'react';

/**
 * The organiser's dialogs a page opens: drawn by other features, so the app (which composes features) gives
 * them to the page; each loads when first opened.
 */
export interface OrganiserDialogs {
  CreateTournament: ComponentType<{ open: boolean; onClose: () => void }>;
  Administration: ComponentType<AdminDialogProps>;
}
