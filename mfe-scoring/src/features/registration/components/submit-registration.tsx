import type { RegistrationPage } from '@fairway/contracts/registration';
import type { RegistrationForm } from '../hooks/use-registration-form';
import { usd } from '../model/registration-format';
import common from './registration.module.css';
import styles from './register-page.module.css';

function buttonText(form: RegistrationForm, waitlist: boolean): string {
  if (form.leaving) return 'Opening the payment page…';
  if (form.busy) return 'Sending…';
  if (waitlist) return 'Join the Waitlist';
  const total = form.basket ? form.quote.data?.total : undefined;
  if (total === 0) return 'Register';
  return total === undefined ? 'Continue to Payment' : `Pay ${usd(total)}`;
}

/**
 * Pay (or join the waitlist): pressed once, it stays busy until the answer; a failed send keeps the form as it is, and
 * pressing again sends the same checkout id, so a registration the server did receive is never made twice.
 */
export function SubmitRegistration({ page, form, waitlist }: { page: RegistrationPage; form: RegistrationForm; waitlist: boolean }) {
  return (
    <>
      {form.failureText && (
        <p className={common.failure} role="alert">
          {form.failureText}
        </p>
      )}
      <button type="submit" className={`${common.button} ${styles.pay}`} disabled={form.busy}>
        {buttonText(form, waitlist)}
      </button>
      <p className={styles.note}>
        {waitlist
          ? 'Nobody is charged now. When a place frees, we e-mail you an offer to pay for it before it expires.'
          : `You pay on the card processor's secure page; your place is held for ${page.holdMinutes} minutes while you do.`}
      </p>
    </>
  );
}
