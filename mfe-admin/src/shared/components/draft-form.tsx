import type { FormHTMLAttributes } from 'react';

interface DraftFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Runs on Enter or the submit button, in place of the browser's page load. */
  onSubmit: () => unknown;
}

/** The `<form>` of every admin form (see docs/admin-forms.md): it submits to `onSubmit`, never to a URL. */
export function DraftForm({ onSubmit, ...rest }: DraftFormProps) {
  return (
    <form
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
