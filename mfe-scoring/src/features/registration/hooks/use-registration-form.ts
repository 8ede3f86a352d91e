import { isStaleWaiverRefusal, newIdempotencyKey, promoCodeRefusal, useCheckoutRegistration, useRegistrationQuote } from '@fairway/api-client';
import { registrationConfirmationPath } from '@fairway/contracts/remotes';
import type { RegistrationPage } from '@fairway/contracts/registration';
import { useNavigate } from '@fairway/ui/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type DraftProblems, draftProblems } from '../model/draft-problems';
import { checkoutIdFor, forgetRegistration, readStoredRegistration, type SentCheckout, storeRegistration } from '../model/draft-storage';
import { fieldId } from '../model/field-ids';
import { checkoutNavigation } from '../model/leave-for-checkout';
import { basketOf, checkoutRequestOf, emptyDraft, forWaiverVersion, type RegistrationDraft } from '../model/registration-draft';

const noProblems: DraftProblems = {};

/** Takes the phone to the first field with a problem, in the order the form shows them. */
function focusFirst(keys: string[]): void {
  const fields = keys.flatMap((key) => document.getElementById(fieldId(key)) ?? []);
  const first = fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}

/**
 * The registration form's state: the draft (kept in the tab, so a reload or a lost answer loses nothing), the
 * server's price for it, the problems shown once Pay was pressed, and the checkout, sent with the same id when
 * the same form is sent again so a retry never registers twice.
 */
export function useRegistrationForm(page: RegistrationPage, readPageAgain: () => void) {
  const { tournamentId } = page;
  const waiverVersion = page.waiver?.version ?? null;
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RegistrationDraft>(() =>
    forWaiverVersion({ ...emptyDraft(), ...readStoredRegistration(tournamentId)?.draft }, waiverVersion),
  );
  const sent = useRef<SentCheckout | null>(readStoredRegistration(tournamentId)?.sent ?? null);
  const [checked, setChecked] = useState(false);
  const [promoProblem, setPromoProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => storeRegistration(tournamentId, { draft, sent: sent.current }), [tournamentId, draft]);
  useEffect(() => setDraft((current) => forWaiverVersion(current, waiverVersion)), [waiverVersion]);

  const basket = useMemo(() => basketOf(page, draft), [page, draft]);
  const quote = useRegistrationQuote(tournamentId, basket);
  const refusal = promoCodeRefusal(quote.error);
  // A code the server refuses is said beside the field and taken off, so the rest is priced without it.
  useEffect(() => {
    if (!refusal) return;
    setPromoProblem(refusal);
    setDraft((current) => ({ ...current, promoCode: null }));
  }, [refusal]);

  const checkout = useCheckoutRegistration();
  // The organiser published a new waiver while this form was open: read it (and its version) again to accept it.
  const staleWaiver = isStaleWaiverRefusal(checkout.error);
  useEffect(() => {
    if (staleWaiver) readPageAgain();
  }, [staleWaiver, readPageAgain]);
  const problems = useMemo(() => (checked ? draftProblems(page, draft) : noProblems), [checked, page, draft]);

  function submit() {
    setChecked(true);
    const found = Object.keys(draftProblems(page, draft));
    if (found.length > 0) return focusFirst(found);
    const body = checkoutRequestOf(page, draft);
    sent.current = checkoutIdFor(sent.current, JSON.stringify(body), newIdempotencyKey);
    storeRegistration(tournamentId, { draft, sent: sent.current });
    checkout.mutate(
      { tournamentId, checkout: { ...body, checkoutId: sent.current.id } },
      {
        onSuccess: (reply) => {
          if (reply.outcome === 'checkout') {
            setLeaving(true);
            return checkoutNavigation.go(reply.checkoutUrl);
          }
          forgetRegistration(tournamentId);
          navigate(registrationConfirmationPath(tournamentId, reply.token));
        },
      },
    );
  }

  function applyPromoCode(code: string) {
    setPromoProblem(null);
    setDraft((current) => ({ ...current, promoCode: code.trim().toUpperCase() || null }));
  }

  return {
    draft,
    change: (changes: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...changes })),
    problems,
    basket,
    quote,
    promoProblem,
    applyPromoCode,
    submit,
    busy: checkout.isPending || leaving,
    leaving,
    failureText: checkout.failureText,
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
