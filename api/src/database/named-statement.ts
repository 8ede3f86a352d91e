import type { EntityManager } from 'typeorm';
import { preparedQuery } from './prepared-query';

/**
 * What is bound to a parameter of each PostgreSQL type these statements take. A single value may be null
 * (SQL's NULL is a value of every type); a jsonb value is sent as its JSON text.
 */
interface ParamValue {
  uuid: string | null;
  text: string | null;
  smallint: number | null;
  integer: number | null;
  bigint: number | string | null;
  numeric: number | string | null;
  boolean: boolean | null;
  timestamptz: Date | string | null;
  bytea: Buffer | null;
  jsonb: unknown;
  'uuid[]': readonly string[];
  'integer[]': readonly number[];
  'smallint[]': readonly number[];
  'numeric[]': readonly number[];
  'boolean[]': readonly boolean[];
  'text[]': readonly string[];
}

/** A statement's parameters by name, each with its PostgreSQL type. */
export type ParamTypes = Readonly<Record<string, keyof ParamValue>>;
export type ParamValues<T extends ParamTypes> = { readonly [K in keyof T]: ParamValue[T[K]] };
/** How the text refers to each parameter (`$2::uuid[]`): the statement numbers them, never a part. */
export type ParamRefs<T extends ParamTypes> = { readonly [K in keyof T]: string };

/**
 * One module's part of a statement composed elsewhere: the parameters it reads, its text, and how its
 * typed input becomes those parameters. Parts that name the same parameter share it.
 */
export interface SqlPart<T extends ParamTypes, Input> {
  readonly params: T;
  text(refs: ParamRefs<T>): string;
  bind(input: Input): ParamValues<T>;
}

export function sqlPart<const T extends ParamTypes, Input>(part: SqlPart<T, Input>): SqlPart<T, Input> {
  return part;
}

/**
 * A statement whose parameters have names: numbered once, when it is built, and bound by name on every
 * run, so the parts that several modules give it never count each other's parameters.
 */
export class NamedStatement<T extends ParamTypes, Row> {
  readonly text: string;
  private readonly names: ReadonlyArray<keyof T & string>;

  constructor(
    readonly name: string,
    private readonly params: T,
    text: (refs: ParamRefs<T>) => string,
  ) {
    this.names = Object.keys(params);
    const refs = Object.fromEntries(this.names.map((key, index) => [key, `$${index + 1}::${params[key]}`]));
    this.text = text(refs as ParamRefs<T>);
  }

  /** The same statement locking the rows it reads until the transaction ends (`FOR UPDATE`, `FOR NO KEY UPDATE`, ...). */
  locking(lock: string): NamedStatement<T, Row> {
    return new NamedStatement<T, Row>(`${this.name}-locking`, this.params, () => `${this.text} ${lock}`);
  }

  values(values: ParamValues<T>): unknown[] {
    // pg would write a list as a PostgreSQL array: a jsonb value goes as its JSON text.
    return this.names.map((name) => (this.params[name] === 'jsonb' && values[name] !== null ? JSON.stringify(values[name]) : values[name]));
  }

  /** Every row the statement answers (a write's RETURNING rows), inside the caller's transaction when its manager has one. */
  async rows(manager: EntityManager, values: ParamValues<T>): Promise<Row[]> {
    return (await this.run(manager, values)).rows;
  }

  /** The first row the statement answers, undefined when it answers none. */
  async first(manager: EntityManager, values: ParamValues<T>): Promise<Row | undefined> {
    const [row] = await this.rows(manager, values);
    return row;
  }

  /** The rows the statement answers and how many rows it inserted, changed or deleted. */
  async run(manager: EntityManager, values: ParamValues<T>): Promise<{ rows: Row[]; affected: number }> {
    const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
    try {
      const result = await runner.query(this.text, this.values(values), true);
      return { rows: (result.records ?? []) as Row[], affected: result.affected ?? 0 };
    } finally {
      if (!manager.queryRunner) await runner.release();
    }
  }

  /** The one row of a statement that aggregates its answer, as a prepared statement while `rows` is small. */
  async prepared(manager: EntityManager, values: ParamValues<T>, rows: number): Promise<Row | undefined> {
    const [row] = await preparedQuery<Row>(manager, this.name, this.text, this.values(values), rows);
    return row;
  }

  /** The one row of a statement that aggregates its answer. */
  async query(manager: EntityManager, values: ParamValues<T>): Promise<Row | undefined> {
    const [row] = (await manager.query(this.text, this.values(values))) as Row[];
    return row;
  }
}

type AnyPart = SqlPart<ParamTypes, never>;

/** The parameters of a statement made of these parts (a union of their types). */
export type PartsParams<P extends AnyPart> = UnionToIntersection<P['params']>;

/** The parameters of several parts in one list; a name two parts share must have one type. */
export function paramsOf<const P extends readonly AnyPart[]>(...parts: P): PartsParams<P[number]> {
  const params: Record<string, string> = {};
  for (const part of parts) {
    for (const [name, type] of Object.entries(part.params)) {
      if (params[name] !== undefined && params[name] !== type) throw new Error(`Parameter ${name} is ${params[name]} in one part and ${type} in another`);
      params[name] = type;
    }
  }
  return params as PartsParams<P[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
