import type { SelectHTMLAttributes } from 'react';
import styles from './native-select.module.css';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

interface NativeSelectProps<T extends string | number> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  /** Optional only so that an antd Form.Item can pass them in. */
  value?: T | undefined;
  options: ReadonlyArray<SelectOption<T>>;
  onChange?: (value: T) => void;
  /** Shown, and not choosable, while nothing is chosen. */
  placeholder?: string;
}

/**
 * The browser's own select, in the antd control's looks: short fixed lists need neither search nor a
 * virtual list, and on a phone the system picker is the easier one to use (antd's Select is 25 KiB gzipped).
 */
export function NativeSelect<T extends string | number>({ value, options, onChange, placeholder, className, ...rest }: NativeSelectProps<T>) {
  const index = options.findIndex((option) => option.value === value);
  return (
    <select
      {...rest}
      className={className ? `${styles.select} ${className}` : styles.select}
      value={index === -1 ? '' : String(index)}
      onChange={(event) => onChange?.(options[Number(event.target.value)]!.value)}
    >
      {index === -1 && (
        <option value="" disabled>
          {placeholder ?? ''}
        </option>
      )}
      {options.map((option, position) => (
        <option key={String(option.value)} value={String(position)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
