import { closeSignIn, useSignInRequest } from '@fairway/auth';
import { type ComponentType, useEffect, useState } from 'react';
import { loadSignInDialog } from './load-sign-in-dialog';
import { reportAuthFailure } from '../model/report-auth-failure';
import type { SignInDialogProps } from './sign-in-dialog';

/** Shows the sign-in dialog whenever a page or the navigation asks for it (openSignIn from @fairway/auth). */
export function SignInDialogHost() {
  const { open, mode } = useSignInRequest();
  const [Dialog, setDialog] = useState<ComponentType<SignInDialogProps> | null>(null);

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadSignInDialog().then(
      (component) => current && setDialog(() => component),
      (error: unknown) => {
        if (!current) return;
        void reportAuthFailure(error);
        closeSignIn();
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog]);

  if (!open || !Dialog) return null;
  return <Dialog initialMode={mode} onClose={closeSignIn} />;
}
