import type { ProductKind, RegistrationProduct } from '@fairway/contracts/registration';

/** A new product, as typed (money as the text typed). */
export interface ProductForm {
  kind: ProductKind;
  name: string;
  description: string;
  price: string;
  /** Blank: $0 (all of the price is a gift). */
  fairMarketValue: string;
  maxPerOrder: string;
  sponsorTierId: string;
  includesHole: boolean;
  addOnId: string;
}

export const emptyProductForm: ProductForm = {
  kind: 'team-entry',
  name: 'Team entry',
  description: '',
  price: '',
  fairMarketValue: '',
  maxPerOrder: '1',
  sponsorTierId: '',
  includesHole: false,
  addOnId: '',
};

const suggestedNames: Partial<Record<ProductKind, string>> = { 'team-entry': 'Team entry', 'single-player': 'Single player' };

/** A new kind suggests its name unless the organiser typed one; what it sells is chosen again. */
export function withProductKind(form: ProductForm, kind: ProductKind): ProductForm {
  const suggested = form.name.trim() === '' || Object.values(suggestedNames).includes(form.name);
  return { ...form, kind, name: suggested ? (suggestedNames[kind] ?? '') : form.name, sponsorTierId: '', addOnId: '', maxPerOrder: '1' };
}

/** Choosing what a package or add-on sells fills in its name and price, which the organiser may change. */
export function withSold(form: ProductForm, sold: { id: string; name: string; price: number } | undefined): ProductForm {
  if (!sold) return form;
  const key = form.kind === 'sponsor-package' ? 'sponsorTierId' : 'addOnId';
  return { ...form, [key]: sold.id, name: sold.name, price: String(sold.price) };
}

/** What an organiser may change of a product on sale (registrations made keep their price). */
export type ProductEditForm = Pick<ProductForm, 'name' | 'description' | 'price' | 'fairMarketValue' | 'maxPerOrder'>;

export function productEditFormOf(product: RegistrationProduct): ProductEditForm {
  return {
    name: product.name,
    description: product.description ?? '',
    price: String(product.price),
    fairMarketValue: String(product.fairMarketValue),
    maxPerOrder: String(product.maxPerOrder),
  };
}
