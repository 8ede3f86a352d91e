import { donorLabel, giftAmount } from './gift-text';

describe('gift text', () => {
  it('names the donor, or says Anonymous when the gift has no name', () => {
    expect(donorLabel({ donorName: 'Grace' })).toBe('Grace');
    expect(donorLabel({ donorName: null })).toBe('Anonymous');
  });

  it('shows whole dollars without cents and other amounts with them', () => {
    expect(giftAmount(50)).toBe('$50');
    expect(giftAmount(1250)).toBe('$1,250');
    expect(giftAmount(12.5)).toBe('$12.50');
  });
});
