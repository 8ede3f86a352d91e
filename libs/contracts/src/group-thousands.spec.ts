import fc from 'fast-check';
import { groupThousands } from './group-thousands';

describe('groupThousands', () => {
  it('writes limits as en-US does', () => {
    expect([groupThousands(0), groupThousands(999), groupThousands(1000), groupThousands(1_000_000), groupThousands(-12345)]).toEqual([
      '0',
      '999',
      '1,000',
      '1,000,000',
      '-12,345',
    ]);
  });

  it('equals toLocaleString("en-US") for every whole number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (value) => groupThousands(value) === value.toLocaleString('en-US'),
      ),
    );
  });
});
