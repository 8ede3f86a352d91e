import type { CheckoutRequest, PublicRegistrationProduct, Question, QuoteRequest, RegistrationPage } from '@fairway/contracts/registration';
import { registrationLimits } from '@fairway/contracts/registration-limits';

/** What a player types: answers by question id, as the fields hold them (a handicap is sent as a number). */
export interface PlayerDraft {
  name: string;
  email: string;
  answers: Record<string, string>;
  waiverAccepted: boolean;
}

/**
 * The registration form as typed, kept on the phone while it is filled in: what is bought, who buys (the buyer is
 * the captain or the single player), the teammates named now, the sponsor's name, the promo code applied.
 */
export interface RegistrationDraft {
  /** The team entry or single player chosen (one entry per registration). */
  entryId: string | null;
  sponsorIds: string[];
  /** Add-on product id to quantity (with a team entry only). */
  addOns: Record<string, number>;
  buyer: PlayerDraft;
  teamName: string;
  teamAnswers: Record<string, string>;
  teammates: PlayerDraft[];
  sponsorName: string;
  promoCode: string | null;
  coverFee: boolean;
  /** The waiver version the players' acceptances were given for. */
  waiverVersion: number | null;
}

export const emptyPlayer = (): PlayerDraft => ({ name: '', email: '', answers: {}, waiverAccepted: false });

export const emptyDraft = (): RegistrationDraft => ({
  entryId: null,
  sponsorIds: [],
  addOns: {},
  buyer: emptyPlayer(),
  teamName: '',
  teamAnswers: {},
  teammates: [],
  sponsorName: '',
  promoCode: null,
  coverFee: false,
  waiverVersion: null,
});

/** Acceptances are of one version's text: a new version (the organiser changed it) is accepted again by everyone. */
export function forWaiverVersion(draft: RegistrationDraft, version: number | null): RegistrationDraft {
  if (draft.waiverVersion === version) return draft;
  const unaccepted = (player: PlayerDraft) => ({ ...player, waiverAccepted: false });
  return { ...draft, waiverVersion: version, buyer: unaccepted(draft.buyer), teammates: draft.teammates.map(unaccepted) };
}

/** Teammates the captain may name now: the rest of the foursome. */
export const maxTeammates = registrationLimits.playersPerTeam - 1;

export const entryOf = (page: RegistrationPage, draft: RegistrationDraft): PublicRegistrationProduct | undefined =>
  page.products.find((product) => product.id === draft.entryId);

export const isTeamEntry = (page: RegistrationPage, draft: RegistrationDraft) => entryOf(page, draft)?.kind === 'team-entry';

/** How many of a product one registration may still take: its limit per registration, and what is left. */
export function mostOf(product: PublicRegistrationProduct): number {
  return Math.max(0, Math.min(product.maxPerOrder, product.left ?? product.maxPerOrder));
}

function itemsOf(page: RegistrationPage, draft: RegistrationDraft): CheckoutRequest['items'] {
  const entry = entryOf(page, draft);
  const onSale = new Set(page.products.map((product) => product.id));
  const addOns = entry?.kind === 'team-entry' ? Object.entries(draft.addOns).filter(([id, quantity]) => quantity > 0 && onSale.has(id)) : [];
  return [
    ...(entry ? [{ productId: entry.id, quantity: 1 }] : []),
    ...draft.sponsorIds.filter((id) => onSale.has(id)).map((productId) => ({ productId, quantity: 1 })),
    ...addOns.map(([productId, quantity]) => ({ productId, quantity })),
  ];
}

/** What the server prices: the products, the promo code applied and the fee choice. Null while nothing is chosen. */
export function basketOf(page: RegistrationPage, draft: RegistrationDraft): QuoteRequest | null {
  const items = itemsOf(page, draft);
  if (items.length === 0) return null;
  return { items, promoCode: draft.promoCode, coverFee: page.payerCoversFee && draft.coverFee };
}

function answersOf(questions: readonly Question[], typed: Record<string, string>): Record<string, string | number> {
  const answers: Record<string, string | number> = {};
  for (const question of questions) {
    const value = typed[question.id]?.trim();
    if (!value) continue;
    answers[question.id] = question.kind === 'handicap-index' ? Number(value) : value;
  }
  return answers;
}

/** Teammates with a name: a row left blank is not a player. */
export const namedTeammates = (draft: RegistrationDraft) => draft.teammates.filter((mate) => mate.name.trim() !== '');

function playersOf(page: RegistrationPage, draft: RegistrationDraft): CheckoutRequest['players'] {
  const entry = entryOf(page, draft);
  if (!entry) return [];
  const player = (typed: PlayerDraft) => ({
    name: typed.name.trim(),
    email: typed.email.trim() || null,
    answers: answersOf(page.playerQuestions, typed.answers),
    waiverAccepted: page.waiver !== null && typed.waiverAccepted,
  });
  const mates = entry.kind === 'team-entry' ? namedTeammates(draft) : [];
  return [player(draft.buyer), ...mates.map(player)];
}

/** The checkout's body (without its id): products and quantities, never a price. */
export function checkoutRequestOf(page: RegistrationPage, draft: RegistrationDraft): Omit<CheckoutRequest, 'checkoutId'> {
  const team = isTeamEntry(page, draft);
  const sponsoring = draft.sponsorIds.length > 0;
  return {
    items: itemsOf(page, draft),
    buyer: { name: draft.buyer.name.trim(), email: draft.buyer.email.trim() },
    teamName: team ? draft.teamName.trim() : null,
    teamAnswers: team ? answersOf(page.teamQuestions, draft.teamAnswers) : {},
    players: playersOf(page, draft),
    sponsorName: sponsoring ? draft.sponsorName.trim() : null,
    waiverVersion: page.waiver?.version ?? null,
    promoCode: draft.promoCode,
    coverFee: page.payerCoversFee && draft.coverFee,
  };
}
