/** The tables that hold a tournament's money, each with a `tournament_id` column (the ledger's history hangs off its entries). */
export const charityTables = [
  'ledger_entries',
  'sponsor_tiers',
  'sponsors',
  'hole_sponsors',
  'add_on_products',
  'add_on_sales',
  'mulligan_uses',
  'mulligan_rules',
  'birdie_pledges',
] as const;
