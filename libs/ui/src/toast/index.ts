// The shared toast API (@fairway/ui/toast): `toast({ title, description, variant })` from any app on the
// page shows in the one <Toaster> the shell renders. A federated singleton, so there is one store.
export {
  defaultToastDuration,
  dismissToast,
  pauseToast,
  resumeToast,
  type Toast,
  toast,
  type ToastAction,
  type ToastOptions,
  type ToastVariant,
  useCurrentToast,
} from './toast-store';
export { useToastLayer } from './toast-layer';
export { Toaster } from './toaster';
