import type { PublicRegistrationProduct } from '@fairway/contracts/registration';
import { mostOf } from './registration-draft';

/** Few enough left to say how many. */
const fewLeft = 10;

/** An entry's places: how many are left, or that the field is full and it joins the waitlist. */
export function entryTag(entry: PublicRegistrationProduct, waitlist: boolean): string {
  if (waitlist || entry.left === 0) return 'Field full: join the waitlist';
  if (entry.left === null) return '';
  const unit = entry.kind === 'team-entry' ? 'team place' : 'place';
  return entry.left === 1 ? `Last ${unit} left` : `${entry.left} ${unit}s left`;
}

/** A package's or add-on's stock: sold out, or how many are left when they are few. */
export function stockTag(product: PublicRegistrationProduct): string {
  if (product.left === 0) return 'Sold out';
  if (product.left !== null && product.left <= fewLeft) return `${product.left} left`;
  return mostOf(product) > 1 ? `Up to ${mostOf(product)}` : '';
}
