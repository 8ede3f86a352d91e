import type { Answers, CheckoutInput, ProductKind, Question, RegistrationKind } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import type { PricedLine } from '@fairway/contracts/registration-price';
import { checkAnswers, type Issue, type StoredAnswers } from './answers';
import { placeUnitsOf } from './places';

/** A product as the registration repository reads it. */
export interface ProductRow {
  id: string;
  tournament_id: string;
  kind: ProductKind;
  name: string;
  description: string | null;
  price_cents: number;
  fair_market_value_cents: number;
  max_per_order: number;
  active: boolean;
  sponsor_tier_id: string | null;
  includes_hole: boolean;
  add_on_id: string | null;
}

/** One line of a registration, priced when it was made and kept with it. */
export interface OrderLine extends PricedLine {
  productId: string;
  name: string;
  sponsorTierId: string | null;
  includesHole: boolean;
  addOnId: string | null;
}

export interface PlayerRecord {
  name: string;
  email: string | null;
  answers: StoredAnswers;
  waiver: { name: string; version: number; acceptedAt: string } | null;
  /** The account of a teammate who filled in their own details through the invite code. */
  uid?: string;
}

export interface Order {
  kind: RegistrationKind;
  placeUnits: number;
  lines: OrderLine[];
  players: PlayerRecord[];
  teamName: string | null;
  teamAnswers: StoredAnswers;
  sponsorName: string | null;
}

export type OrderInput = Pick<CheckoutInput, 'items' | 'teamName' | 'teamAnswers' | 'players' | 'sponsorName' | 'waiverVersion'>;

export interface OrderContext {
  products: readonly ProductRow[];
  teamQuestions: readonly Question[];
  playerQuestions: readonly Question[];
  waiverVersion: number | null;
  now: Date;
}

const isEntry = (kind: ProductKind) => kind === 'team-entry' || kind === 'single-player';

function toLine(product: ProductRow, quantity: number): OrderLine {
  return {
    productId: product.id,
    kind: product.kind,
    name: product.name,
    quantity,
    unitCents: product.price_cents,
    fairMarketValueCents: product.fair_market_value_cents,
    sponsorTierId: product.sponsor_tier_id,
    includesHole: product.includes_hole,
    addOnId: product.add_on_id,
  };
}

/** The products bought, each once with its quantities summed; unknown or inactive products and limits are issues. */
export function orderLines(items: OrderInput['items'], products: readonly ProductRow[]): { lines: OrderLine[]; issues: Issue[] } {
  const byId = new Map(products.filter((product) => product.active).map((product) => [product.id, product]));
  const quantities = new Map<string, number>();
  const issues: Issue[] = [];
  items.forEach((item, index) => {
    if (!byId.has(item.productId)) issues.push({ path: `items.${index}.productId`, message: text.productUnavailable });
    else quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  });
  const lines = [...quantities].map(([id, quantity]) => toLine(byId.get(id)!, quantity));
  for (const line of lines) {
    const index = items.findIndex((item) => item.productId === line.productId);
    const max = isEntry(line.kind) || line.kind === 'sponsor-package' ? 1 : byId.get(line.productId)!.max_per_order;
    if (line.quantity > max) issues.push({ path: `items.${index}.quantity`, message: isEntry(line.kind) ? text.entryQuantityOne : text.overMaxPerOrder(max) });
  }
  return { lines, issues };
}

function kindOf(lines: readonly OrderLine[]): RegistrationKind {
  if (lines.some((line) => line.kind === 'team-entry')) return 'team';
  return lines.some((line) => line.kind === 'single-player') ? 'single' : 'sponsor';
}

function entryIssues(input: OrderInput, lines: readonly OrderLine[], kind: RegistrationKind): Issue[] {
  const issues: Issue[] = [];
  if (lines.filter((line) => isEntry(line.kind)).length > 1) issues.push({ path: 'items', message: text.oneEntryPerOrder });
  if (kind !== 'team' && lines.some((line) => line.kind === 'add-on')) issues.push({ path: 'items', message: text.addOnsNeedTeam });
  if (kind === 'team' && !input.teamName) issues.push({ path: 'teamName', message: text.teamNameRequired });
  if (kind === 'team' && input.players.length === 0) issues.push({ path: 'players', message: text.playersRequired });
  if (kind === 'single' && input.players.length !== 1) issues.push({ path: 'players', message: text.singleNeedsOnePlayer });
  if (kind === 'sponsor' && input.players.length > 0) issues.push({ path: 'players', message: text.noPlayersWithoutEntry });
  if (lines.some((line) => line.kind === 'sponsor-package') && !input.sponsorName) issues.push({ path: 'sponsorName', message: text.sponsorNameRequired });
  return issues;
}

/**
 * One player's answers and waiver acceptance, checked against the per-player questions and the current waiver:
 * the same rule for the players a checkout names and a teammate filling in their own details later.
 */
export function checkPlayer(
  player: Pick<PlayerRecord, 'name' | 'email'> & { answers: Answers; waiverAccepted: boolean },
  path: string,
  context: Pick<OrderContext, 'playerQuestions' | 'waiverVersion'>,
  acceptedAt: string,
  notAccepted: string,
): { record: PlayerRecord; issues: Issue[] } {
  const checked = checkAnswers(context.playerQuestions, player.answers, `${path}.answers`);
  const issues = [...checked.issues];
  if (context.waiverVersion !== null && !player.waiverAccepted) issues.push({ path: `${path}.waiverAccepted`, message: notAccepted });
  const waiver = context.waiverVersion === null ? null : { name: player.name, version: context.waiverVersion, acceptedAt };
  return { record: { name: player.name, email: player.email, answers: checked.answers, waiver }, issues };
}

/**
 * What a registration buys and who it names, checked against the tournament's products, questions and waiver:
 * the order, or every issue found (each with the field it is about), or `staleWaiver` when the page showed an
 * older waiver than the current one.
 */
export function buildOrder(input: OrderInput, context: OrderContext): { order: Order } | { issues: Issue[] } | { staleWaiver: true } {
  const { lines, issues } = orderLines(input.items, context.products);
  const kind = kindOf(lines);
  issues.push(...entryIssues(input, lines, kind));
  const team = kind === 'team' ? checkAnswers(context.teamQuestions, input.teamAnswers, 'teamAnswers') : { answers: {}, issues: [] };
  issues.push(...team.issues);
  const acceptedAt = context.now.toISOString();
  const players = input.players.map((player, index) => {
    const checked = checkPlayer(player, `players.${index}`, context, acceptedAt, text.waiverNotAccepted);
    issues.push(...checked.issues);
    return checked.record;
  });
  if (issues.length > 0) return { issues };
  if (context.waiverVersion !== null && players.length > 0 && input.waiverVersion !== context.waiverVersion) return { staleWaiver: true };
  return {
    order: {
      kind,
      placeUnits: placeUnitsOf(kind),
      lines,
      players,
      teamName: kind === 'team' ? input.teamName : null,
      teamAnswers: team.answers,
      sponsorName: input.sponsorName,
    },
  };
}
