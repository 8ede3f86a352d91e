/** The tables of a tournament's registration, each with a `tournament_id` column. */
export const registrationTables = [
  'registration_settings',
  'registration_waivers',
  'registration_products',
  'registration_promo_codes',
  'registrations',
] as const;
