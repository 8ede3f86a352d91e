import type { Question, Registration, RegistrationPlaces } from '@fairway/contracts/registration';
import { usd } from '../../../shared/model/money';

/** Who a registration is for, as its row's title: the team, the sponsor or the player, then the buyer. */
export function registrationTitle(registration: Registration): string {
  const named = registration.teamName ?? registration.sponsorName ?? registration.players[0]?.name;
  return named && named !== registration.buyerName ? `${named} (${registration.buyerName})` : registration.buyerName;
}

/** "Team entry, 3 × Mulligan". */
export const linesText = (registration: Registration) =>
  registration.lines.map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name)).join(', ');

const awaitingPayment: ReadonlySet<Registration['state']> = new Set(['pending-payment', 'waitlisted', 'offered']);

/** What was paid ("$380.00", "$380.00, $100.00 refunded"), what is due while it waits, or that nothing was paid. */
export function amountText(registration: Registration): string {
  const total = usd(registration.total);
  if (registration.paidAt === null) return awaitingPayment.has(registration.state) ? `${total} due` : 'Nothing paid';
  return registration.refunded > 0 ? `${total}, ${usd(registration.refunded)} refunded` : total;
}

/** What is left of a payment to refund. */
export const refundable = (registration: Registration) => Math.round((registration.total - registration.refunded) * 100) / 100;

/** Refunds go through the provider: only card payments that were paid (and may since be cancelled), with something left. */
export const canRefund = (registration: Registration) =>
  registration.method === 'card' && registration.paidAt !== null && ['paid', 'cancelled'].includes(registration.state) && refundable(registration) > 0;

/** Cancelling frees a place or a waitlist spot; an ended registration has nothing to cancel. */
export const canCancel = (registration: Registration) => ['pending-payment', 'paid', 'waitlisted', 'offered'].includes(registration.state);

/** Each answer with its question's label, in the questions' order; questions left unanswered are left out. */
export function answerLines(questions: readonly Question[], answers: Record<string, string | number>): string[] {
  return questions.filter((question) => answers[question.id] !== undefined).map((question) => `${question.label}: ${answers[question.id]}`);
}

/** The waitlist in the order places are offered: offers out now (soonest to expire first), then the queue. */
export function waitlistOrder(registrations: readonly Registration[]): Registration[] {
  const offered = registrations
    .filter((registration) => registration.state === 'offered')
    .sort((a, b) => (a.offerExpiresAt ?? '').localeCompare(b.offerExpiresAt ?? ''));
  const waiting = registrations
    .filter((registration) => registration.state === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity));
  return [...offered, ...waiting];
}

const quarterGlyphs = ['', '¼', '½', '¾'];

/** Places in teams as people read them: a single player is a quarter ("9¾", "¼"), never "9.75". */
function teamPlacesCount(places: number): string {
  const quarters = Math.round(places * 4);
  const whole = Math.floor(quarters / 4);
  const glyph = quarterGlyphs[quarters % 4];
  return glyph ? `${whole > 0 ? whole : ''}${glyph}` : String(whole);
}

/** "9¾ of 36 team places taken · 2 held in checkouts or offers · 24 team places left (97 single places) · 5 waitlisted". */
export function placesText(places: RegistrationPlaces): string {
  const singlesBeyondTeams = places.singlesLeft > places.teamsLeft * 4;
  return [
    `${teamPlacesCount(places.taken)} of ${places.capacityTeams} team places taken`,
    places.held > 0 ? `${teamPlacesCount(places.held)} held in checkouts or offers` : null,
    singlesBeyondTeams ? `${places.teamsLeft} team places left (${places.singlesLeft} single places)` : `${places.teamsLeft} left`,
    places.waitlisted > 0 ? `${places.waitlisted} waitlisted` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
