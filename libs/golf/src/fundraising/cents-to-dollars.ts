/** Integer cents to dollars (1234550 -> 12345.5). */
export function centsToDollars(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be a whole number, got ${cents}`);
  return cents / 100;
}
