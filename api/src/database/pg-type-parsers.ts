import pg from 'pg';

const { builtins, getTypeParser } = pg.types;

const keepAsText = (value: string) => value;
const toNumber = (value: string) => Number(value);

/**
 * Per-connection type parsing (passed to the pool, so nothing global changes):
 * - DATE stays 'YYYY-MM-DD': a tournament date is a calendar day, and a JS Date would shift it by the
 *   server's time zone;
 * - BIGINT (money in cents, counts) and NUMERIC (handicaps) become numbers; cents stay far below 2^53.
 */
export const pgTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === builtins.DATE) return keepAsText;
    if (oid === builtins.INT8 || oid === builtins.NUMERIC) return toNumber;
    return getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
