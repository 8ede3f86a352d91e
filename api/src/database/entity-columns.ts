import { getMetadataArgsStorage } from 'typeorm';

/** An entity's column properties: its relations (another entity, or a list of them) left out. */
export type ColumnProps<E> = {
  [K in keyof E]-?: NonNullable<E[K]> extends { id: unknown } | ReadonlyArray<{ id: unknown }> ? never : K;
}[keyof E] &
  string;

/** A row as json_build_object writes it: timestamps arrive as ISO text. */
export type JsonRow<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

type EntityClass<E> = abstract new () => E;

/**
 * The table column of each property, read from the entity's decorators: a property renamed or removed
 * breaks the compile of every statement that reads it, and a column renamed follows by itself.
 */
export function entityColumns<E, const K extends ColumnProps<E>>(entity: EntityClass<E>, props: Readonly<Record<K, true>>): Readonly<Record<K, string>> {
  const columns = new Map<string, string>();
  for (const column of getMetadataArgsStorage().columns) {
    const target = column.target;
    if (target === entity || (typeof target === 'function' && entity.prototype instanceof target)) {
      columns.set(column.propertyName, column.options.name ?? column.propertyName);
    }
  }
  const entries = Object.keys(props).map((prop) => {
    const column = columns.get(prop);
    if (column === undefined) throw new Error(`${entity.name}.${prop} is not a column`);
    return [prop, column];
  });
  return Object.fromEntries(entries) as Record<K, string>;
}

/**
 * `json_build_object('prop', alias.column, ...)`: a row that arrives shaped as the entity's properties,
 * with `more` (name -> SQL expression) after them.
 */
export function jsonObjectSql(columns: Readonly<Record<string, string>>, alias: string, more: Readonly<Record<string, string>> = {}): string {
  const pairs = [
    ...Object.entries(columns).map(([prop, column]) => `'${prop}', ${alias}.${column}`),
    ...Object.entries(more).map(([name, sql]) => `'${name}', ${sql}`),
  ];
  return `json_build_object(${pairs.join(', ')})`;
}
