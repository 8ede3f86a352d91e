import type { PriceLine, PromoCode, PublicRegistrationProduct, Question, Registration, RegistrationProduct } from '@fairway/contracts/registration';
import { centsToDollars } from '@fairway/golf';
import { optionsOf } from './answers';
import type { OrderLine, ProductRow } from './order';
import type { RegistrationRow } from './registration.repository';
import type { PromoRow } from './registration-settings.repository';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A stored question as read back: a shirt size offers the sizes. */
export function toQuestion(question: Question): Question {
  return { ...question, options: optionsOf(question) };
}

export function toPublicProduct(row: ProductRow, left: number | null): PublicRegistrationProduct {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    price: centsToDollars(row.price_cents),
    fairMarketValue: centsToDollars(row.fair_market_value_cents),
    maxPerOrder: row.kind === 'add-on' ? row.max_per_order : 1,
    left,
    includesHole: row.includes_hole,
  };
}

export function toProduct(row: ProductRow, left: number | null, sold: number): RegistrationProduct {
  return { ...toPublicProduct(row, left), active: row.active, sponsorTierId: row.sponsor_tier_id, addOnId: row.add_on_id, sold };
}

export function toPromoCode(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? centsToDollars(row.value) : row.value,
    maxUses: row.max_uses,
    uses: row.uses,
    expiresAt: iso(row.expires_at),
    active: row.active,
  };
}

export function toPriceLine(line: OrderLine): PriceLine {
  return {
    productId: line.productId,
    kind: line.kind,
    name: line.name,
    quantity: line.quantity,
    unitPrice: centsToDollars(line.unitCents),
    amount: centsToDollars(line.unitCents * line.quantity),
  };
}

/** The tournament admin's view: everything, the buyer's e-mail and every answer included. */
export function toRegistration(row: RegistrationRow, waitlistPosition: number | null): Registration {
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    state: row.state,
    kind: row.kind,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    teamName: row.team_name,
    teamId: row.team_id,
    teamAnswers: row.team_answers,
    players: row.players.map(({ name, email, answers, waiver }) => ({ name, email, answers, waiver })),
    sponsorName: row.sponsor_name,
    lines: row.lines.map(toPriceLine),
    promoCode: row.promo_code,
    subtotal: centsToDollars(row.subtotal_cents),
    discount: centsToDollars(row.discount_cents),
    fee: centsToDollars(row.fee_cents),
    total: centsToDollars(row.total_cents),
    refunded: centsToDollars(row.refunded_cents),
    method: row.method,
    holdExpiresAt: row.state === 'pending-payment' ? iso(row.hold_expires_at) : null,
    offerExpiresAt: row.state === 'offered' ? iso(row.offer_expires_at) : null,
    waitlistPosition,
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
    cancelledAt: iso(row.cancelled_at),
    note: row.note,
    recordedBy: row.recorded_by,
  };
}
