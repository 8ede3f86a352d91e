import type { PublicRegistrationProduct, RegistrationPage } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { formatMoment } from './registration-format';

export type Availability = { form: true } | { form: null; title: string; text: string };

/** Whether the page shows the form (to pay, or for an entry to join the waitlist of a full field), or why not. */
export function availabilityOf(page: RegistrationPage): Availability {
  switch (page.status) {
    case 'not-yet-open':
      return { form: null, title: 'Registration opens soon', text: page.opensAt ? text.notOpenYet(formatMoment(page.opensAt)) : text.notOpen };
    case 'closed':
      return { form: null, title: 'Registration is closed', text: text.closed };
    case 'not-open':
      return { form: null, title: 'Registration is not open', text: text.notOpen };
    case 'full':
      if (!page.waitlistOpen) return { form: null, title: 'The field is full', text: 'Every place is taken and the waitlist is closed.' };
      break;
    case 'open':
      break;
  }
  if (!page.onlinePayment) return { form: null, title: 'Register with the organiser', text: text.paymentUnavailable };
  return { form: true };
}

/** An entry bought now joins the waitlist: the field is full, or (open) no whole team place is left for a team entry. */
export function joinsWaitlist(page: RegistrationPage, entry: PublicRegistrationProduct): boolean {
  return page.status === 'full' || (entry.kind === 'team-entry' && page.waitlistOpen);
}
