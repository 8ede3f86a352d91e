import type { RegistrationDraft } from './registration-draft';

/** The checkout last sent: its id and the body it was sent with (the same body again is a retry of it). */
export interface SentCheckout {
  id: string;
  body: string;
}

export interface StoredRegistration {
  draft: RegistrationDraft;
  sent: SentCheckout | null;
}

// The tab's session storage: the form outlives a reload, a lost connection and the trip to the checkout and
// back, and goes when the tab does (it holds names and e-mails).
const keyOf = (tournamentId: string) => `fairway.registration.${tournamentId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredRegistration(tournamentId: string): StoredRegistration | null {
  try {
    const text = storage()?.getItem(keyOf(tournamentId));
    return text ? (JSON.parse(text) as StoredRegistration) : null;
  } catch {
    return null;
  }
}

export function storeRegistration(tournamentId: string, stored: StoredRegistration): void {
  try {
    storage()?.setItem(keyOf(tournamentId), JSON.stringify(stored));
  } catch {
    // A full or refused storage only loses the copy; the form itself keeps what was typed.
  }
}

/** Done (paid, confirmed or waitlisted): the next registration from this tab starts blank. */
export function forgetRegistration(tournamentId: string): void {
  try {
    storage()?.removeItem(keyOf(tournamentId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The checkout sent is over (expired, cancelled): the form stays, and sending it again starts a new checkout. */
export function forgetSentCheckout(tournamentId: string): void {
  const stored = readStoredRegistration(tournamentId);
  if (stored?.sent) storeRegistration(tournamentId, { ...stored, sent: null });
}

/** The id to send with this body: the last one when the body is the same (a retry), a new one when anything changed. */
export function checkoutIdFor(sent: SentCheckout | null, body: string, newId: () => string): SentCheckout {
  return sent && sent.body === body ? sent : { id: newId(), body };
}
