import type { Question, RegistrationProduct } from '@fairway/contracts/registration';
import { registrationLimits } from '@fairway/contracts/registration-limits';

export interface WalkUpPlayer {
  name: string;
  email: string;
  /** Answers as typed, by question id. */
  answers: Record<string, string>;
}

/** A registration taken at the desk or on the phone, as typed. */
export interface WalkUpForm {
  /** The entry or sponsor package bought. */
  productId: string;
  /** Add-ons bought with a team entry: how many, as typed, by product id. */
  addOns: Record<string, string>;
  buyerName: string;
  buyerEmail: string;
  method: 'cash' | 'cheque';
  teamName: string;
  sponsorName: string;
  teamAnswers: Record<string, string>;
  players: WalkUpPlayer[];
  /** The players named signed the current waiver (on paper at the desk, or read to them on the phone). */
  waiverSigned: boolean;
  promoCode: string;
}

const blankPlayer = (): WalkUpPlayer => ({ name: '', email: '', answers: {} });

export function emptyWalkUpForm(products: readonly RegistrationProduct[]): WalkUpForm {
  return {
    productId: mainProducts(products)[0]?.id ?? '',
    addOns: {},
    buyerName: '',
    buyerEmail: '',
    method: 'cash',
    teamName: '',
    sponsorName: '',
    teamAnswers: {},
    players: Array.from({ length: registrationLimits.playersPerTeam }, blankPlayer),
    waiverSigned: false,
    promoCode: '',
  };
}

/** What a walk-up buys first: an entry or a sponsor package, on sale. */
export const mainProducts = (products: readonly RegistrationProduct[]) => products.filter((product) => product.active && product.kind !== 'add-on');

export const addOnProducts = (products: readonly RegistrationProduct[]) => products.filter((product) => product.active && product.kind === 'add-on');

/** How many players the chosen product names: a foursome's four (the captain first), a single's one, a sponsor's none. */
export function playerSlots(product: RegistrationProduct | undefined): number {
  if (product?.kind === 'team-entry') return registrationLimits.playersPerTeam;
  return product?.kind === 'single-player' ? 1 : 0;
}

/** The answer fields of a question: a list of choices, or typed text (a number for a handicap index). */
export function answerChoices(question: Question): readonly string[] | null {
  return question.kind === 'select' || question.kind === 'shirt-size' ? question.options : null;
}
