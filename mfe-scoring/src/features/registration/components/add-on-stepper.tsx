import type { PublicRegistrationProduct } from '@fairway/contracts/registration';
import { mostOf } from '../model/registration-draft';
import { stockTag } from '../model/product-tags';
import { usd } from '../model/registration-format';
import styles from './register-page.module.css';

interface AddOnStepperProps {
  product: PublicRegistrationProduct;
  quantity: number;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
}

/** An add-on with its price each, what is left, and − / + for how many (never past its limit or its stock). */
export function AddOnStepper({ product, quantity, disabled, onQuantity }: AddOnStepperProps) {
  const most = mostOf(product);
  const soldOut = most === 0;
  return (
    <div className={styles.addOn} data-disabled={disabled || soldOut || undefined}>
      <span className={styles.optionText}>
        <span className={styles.optionName}>{product.name}</span>
        <span className={styles.optionDescription}>
          {usd(product.price)} each{product.description ? ` · ${product.description}` : ''}
        </span>
        {stockTag(product) && <span className={styles.tag}>{stockTag(product)}</span>}
      </span>
      <span className={styles.stepper} role="group" aria-label={`${product.name}: how many`}>
        <button type="button" aria-label={`One ${product.name} fewer`} disabled={disabled || quantity === 0} onClick={() => onQuantity(quantity - 1)}>
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button
          type="button"
          aria-label={`One ${product.name} more`}
          disabled={disabled || soldOut || quantity >= most}
          onClick={() => onQuantity(quantity + 1)}
        >
          +
        </button>
      </span>
    </div>
  );
}
