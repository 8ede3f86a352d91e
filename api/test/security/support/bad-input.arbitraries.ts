// Generated bad input (fast-check): the values, bodies and ids a careless client or an attacker sends.
import fc from 'fast-check';

const nastyStrings = [
  '',
  ' ',
  '0x10',
  '1e3',
  ' 12 ',
  '-0',
  'NaN',
  'Infinity',
  '12abc',
  '9'.repeat(400),
  'a'.repeat(10_000),
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "'; DROP TABLE teams; --",
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ⛳',
  '../../etc/passwd',
  '2026-02-30',
  '1999-01-01',
  'https://',
  'javascript:alert(1)',
  'true',
  'null',
  '{}',
  '[]',
];

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 19, 55, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  fc.double(),
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 40 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 4 }),
);

/** A JSON body: the route's fields with wrong values, a good body with one field spoiled, or no object at all. */
export function badBody(fields: readonly string[], good: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const keys = fc.constantFrom(...fields, '__proto__', 'constructor', 'id', 'adminUserId', 'extra');
  const spoiled = good
    ? fc.record({ key: keys, value: nastyValue }).map(({ key, value }) => ({ ...good, [key]: value }))
    : fc.dictionary(keys, nastyValue, { maxKeys: 5 });
  return fc.oneof(
    { weight: 4, arbitrary: spoiled },
    { weight: 3, arbitrary: fc.dictionary(keys, nastyValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.oneof(fc.array(nastyValue, { maxLength: 3 }), fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null)) },
  );
}

/** Text that is not the JSON it claims to be. */
export const malformedJson = fc.constantFrom('{"name":', '[', '{"a":1}{"b":2}', "{'name': 'x'}", '{"name": undefined}', '\u0000', 'nul', '{"n":1e999999}');

/** Ids in a path: not uuids, or uuids of nothing. */
export const badId = fc.oneof(
  fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', '..%2F..%2Fhealth', 'a'.repeat(300), "1'%20OR%20'1'%3D'1", '%F0%9F%8F%8C'),
  fc.uuid(),
);

export type BadRequest = { kind: 'json'; body: unknown } | { kind: 'text'; text: string; contentType: string } | { kind: 'id'; id: string; body: unknown };
