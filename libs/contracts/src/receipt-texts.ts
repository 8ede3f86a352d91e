/**
 * The words of a receipt (the e-mail and the receipt page): amounts come in already formatted ("$400.00"),
 * figures from receiptFigures in @fairway/golf/fundraising.
 */
export const receiptTexts = {
  heading: 'Your receipt',
  number: 'Receipt number',
  date: 'Date',
  receivedFrom: 'Received from',
  paid: 'Amount paid',
  fairMarketValue: 'Fair market value of goods and services received',
  deductible: 'Tax-deductible amount',
  line: (description: string, quantity: number) => (quantity > 1 ? `${description} × ${quantity}` : description),
  acknowledgment: (charityName: string, paid: string, date: string) => `${charityName} acknowledges with thanks your payment of ${paid} received on ${date}.`,
  noGoodsOrServices: (charityName: string) => `No goods or services were provided by ${charityName} in exchange for this contribution.`,
  goodsOrServices: (value: string, received: string | null) =>
    received
      ? `In return you received ${received}, whose fair market value we estimate in good faith at ${value}.`
      : `In return you received goods or services whose fair market value we estimate in good faith at ${value}.`,
  fairValueDisclosure: (deductible: string) =>
    `The amount of your payment that is deductible for US federal income tax purposes is limited to the amount above the value of the goods and services you received: ${deductible}.`,
  keep: 'Please keep this receipt for your tax records.',
} as const;
