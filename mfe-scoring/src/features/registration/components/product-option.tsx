import type { PublicRegistrationProduct } from '@fairway/contracts/registration';
import type { ReactNode } from 'react';
import { usd } from '../model/registration-format';
import styles from './register-page.module.css';

interface ProductOptionProps {
  product: PublicRegistrationProduct;
  type: 'radio' | 'checkbox';
  group: string;
  checked: boolean;
  disabled?: boolean;
  /** What is left, sold out, or that the field is full. */
  tag: ReactNode;
  onChange: (checked: boolean) => void;
}

/** A product as a card to tap: the control, its name and description, what is left, and its price. */
export function ProductOption({ product, type, group, checked, disabled = false, tag, onChange }: ProductOptionProps) {
  return (
    <label className={styles.option} data-checked={checked || undefined} data-disabled={disabled || undefined}>
      <input type={type} name={group} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className={styles.optionText}>
        <span className={styles.optionName}>{product.name}</span>
        {product.description && <span className={styles.optionDescription}>{product.description}</span>}
        {tag && <span className={styles.tag}>{tag}</span>}
      </span>
      <span className={styles.price}>{usd(product.price)}</span>
    </label>
  );
}
