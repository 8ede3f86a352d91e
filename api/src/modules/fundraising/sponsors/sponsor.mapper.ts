import type { PublicSponsor, Sponsor, SponsorTier } from '@fairway/contracts/sponsor';
import { centsToDollars } from '@fairway/golf';
import type { SponsorRow, TierRow } from './sponsor.repository';

export const logoPath = (tournamentId: string, sponsorId: string) => `/api/tournaments/${tournamentId}/sponsors/${sponsorId}/logo`;

export function toSponsorTier(row: TierRow): SponsorTier {
  return { id: row.id, name: row.name, price: centsToDollars(row.price_cents), slots: row.slots, taken: row.taken, benefits: row.benefits };
}

export function toPublicSponsor(row: SponsorRow): PublicSponsor {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    logoUrl: row.logo_type ? logoPath(row.tournament_id, row.id) : row.logo_url,
    tierId: row.tier_id,
    tierName: row.tier_name,
    tierPrice: centsToDollars(row.tier_price_cents ?? 0),
    holes: row.holes,
  };
}

export function toSponsor(row: SponsorRow): Sponsor {
  return { ...toPublicSponsor(row), amount: centsToDollars(row.amount_cents), paid: row.ledger_entry_id !== null, ledgerEntryId: row.ledger_entry_id };
}
