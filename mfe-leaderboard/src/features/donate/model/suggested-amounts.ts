/** The gifts offered with one tap, in dollars; any other amount is typed. */
export const suggestedDonations = [25, 50, 100, 250] as const;

/** Per birdie or better, in dollars. */
export const suggestedPerBirdie = [1, 5, 10, 20] as const;
