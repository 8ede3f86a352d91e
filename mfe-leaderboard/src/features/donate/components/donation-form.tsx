import { type DonationResponse } from '@fairway/contracts/gift';
import { newIdempotencyKey, useDonate, useDonateByCard, usePaymentsAvailability } from '@fairway/api-client';
import { fundraisingMessages as text } from '@fairway/contracts/fundraising-messages';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../model/field-errors';
import { suggestedDonations } from '../model/suggested-amounts';
import { checkDonation, type DonationField } from '../model/validate-gift';
import { AmountChoice } from './amount-choice';
import styles from './donate-page.module.css';
import { DonorFields } from './donor-fields';
import { useDonor } from '../hooks/use-donor';

interface DonationFormProps {
  tournamentId: string;
  onDonated: (reply: DonationResponse) => void;
}

type Way = 'card' | 'desk';

/**
 * Name or anonymous, an amount (one tap or typed), a message and an optional e-mail for the organiser; then paid by
 * card through the checkout (when online payment is offered here), or pledged to pay by PayPal or at the desk.
 */
export function DonationForm({ tournamentId, onDonated }: DonationFormProps) {
  const donor = useDonor();
  const [amount, setAmount] = useState<number | string>(suggestedDonations[1]);
  const [publicMessage, setPublicMessage] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<DonationField>>({});
  // One key per gift: a retry after a lost answer is the same gift, the next gift gets a new key.
  const key = useRef(newIdempotencyKey());
  const donate = useDonate();
  const byCard = useDonateByCard();
  const cardOffered = usePaymentsAvailability().data?.available === true;
  const way = useRef<Way>('desk');

  const busy = donate.isPending || byCard.isPending || byCard.isSuccess;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const donation = { ...donor.gift, amount, publicMessage, contactEmail };
    const checked = await checkDonation(donation);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (way.current === 'card') {
      // The same id while on this page: a retry after a lost answer is sent to the same checkout.
      byCard.mutate({ tournamentId, gift: { ...donation, entryId: key.current } }, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) });
      return;
    }
    donate.mutate(
      { tournamentId, donation, idempotencyKey: key.current },
      {
        onSuccess: (reply) => {
          key.current = newIdempotencyKey();
          onDonated(reply);
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Donate">
      <AmountChoice legend="Amount" choices={suggestedDonations} value={amount} onChange={setAmount} error={errors.amount} customLabel="Other amount" />
      <DonorFields {...donor.fields} error={errors.donorName} anonymousLabel="Give anonymously" />
      <label className={styles.field}>
        <span>Message (optional, shown on the donor wall)</span>
        <textarea
          value={publicMessage}
          maxLength={500}
          rows={2}
          onChange={(event) => setPublicMessage(event.target.value)}
          aria-invalid={Boolean(errors.publicMessage)}
        />
        {errors.publicMessage && <span className={styles.error}>{errors.publicMessage}</span>}
      </label>
      <label className={styles.field}>
        <span>E-mail (optional: for your receipt; only the organiser sees it)</span>
        <input
          type="email"
          autoComplete="email"
          value={contactEmail}
          onChange={(event) => setContactEmail(event.target.value)}
          aria-invalid={Boolean(errors.contactEmail)}
        />
        {errors.contactEmail && <span className={styles.error}>{errors.contactEmail}</span>}
      </label>
      {(donate.failureText ?? byCard.failureText) && (
        <p className={styles.failure} role="alert">
          {donate.failureText ?? byCard.failureText}
        </p>
      )}
      {cardOffered ? (
        <div className={styles.ways}>
          <button type="submit" className={styles.button} disabled={busy} onClick={() => (way.current = 'card')}>
            {byCard.isPending || byCard.isSuccess ? 'Opening the checkout…' : text.payByCard}
          </button>
          <p className={styles.hint}>{text.payByCardHint}</p>
          <button type="submit" className={styles.secondary} disabled={busy} onClick={() => (way.current = 'desk')}>
            {donate.isPending ? 'Sending…' : text.payLater}
          </button>
        </div>
      ) : (
        <button type="submit" className={styles.button} disabled={busy}>
          {donate.isPending ? 'Sending…' : 'Donate'}
        </button>
      )}
    </form>
  );
}
