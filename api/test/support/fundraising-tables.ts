/** The tables of a tournament's fundraising, each with a `tournament_id` column (the ledger's history hangs off its entries). */
export const fundraisingTables = [
  'ledger_entries',
  'sponsor_tiers',
  'sponsors',
  'hole_sponsors',
  'add_on_products',
  'add_on_sales',
  'mulligan_uses',
  'mulligan_rules',
  'birdie_pledges',
  'card_gifts',
  'close_out_counts',
] as const;
