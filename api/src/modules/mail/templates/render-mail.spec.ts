import { mailTemplateData, mailTemplateNames, type MailTemplateData } from '@fairway/contracts/mail';
import { renderMail, type MailContext, type ParsedMail } from './render-mail';

const context: MailContext = {
  tournamentId: '8d1f0a4e-3c2b-4f5a-9e6d-7b8c9d0e1f2a',
  tournamentName: 'Spring <Charity> Classic',
  charityName: 'Kids & Clubs Foundation',
  timeZone: 'America/New_York',
  link: (path) => `https://golf.example.org${path}`,
  unsubscribeUrl: null,
};

const receipt = {
  receiptNumber: 'R-42',
  paidAt: '2026-06-06T15:30:00.000Z',
  payerName: 'Casey "Captain" O\'Neil',
  lines: [
    { description: 'Team entry (foursome)', quantity: 1, amountCents: 400_00 },
    { description: 'Mulligan', quantity: 4, amountCents: 10_00 },
  ],
  paidCents: 440_00,
  fairMarketValueCents: 150_00,
  receivedDescription: 'golf, carts and dinner for four',
  receiptPath: '/tournament/t1/receipts/R-42',
};

const samples: { [T in (typeof mailTemplateNames)[number]]: MailTemplateData[T] } = {
  'registration-confirmation': {
    recipientName: 'Casey',
    teamName: '<script>alert("x")</script> & Co',
    inviteCode: 'K7P2QX',
    startingHole: 10,
    confirmationPath: '/tournament/t1/register/confirmation/tok',
    receipt,
  },
  'captain-invite': {
    recipientName: 'Jo',
    captainName: 'Casey',
    teamName: 'Birdies & Bogeys',
    inviteCode: 'K7P2QX',
    invitePath: '/tournament/t1/join?code=K7P2QX',
  },
  'waitlist-offer': {
    recipientName: null,
    offered: 'a team entry (foursome)',
    offerPath: '/tournament/t1/register?offer=abc',
    expiresAt: '2026-06-06T21:00:00.000Z',
  },
  'refund-notice': {
    recipientName: 'Casey',
    refundedFor: 'Team entry: Birdies',
    refundedCents: 100_00,
    paidCents: 440_00,
    reason: 'Played as a threesome',
    receiptPath: null,
  },
  'gift-receipt': {
    recipientName: 'Dana',
    receipt: {
      ...receipt,
      lines: [{ description: 'Gift', quantity: 1, amountCents: 300_00 }],
      paidCents: 300_00,
      fairMarketValueCents: 0,
      receivedDescription: null,
    },
  },
  'event-invite': {
    inviterName: 'Olive <Owner>',
    role: 'check-in',
    invitePath: '/event-invite/Zm9vYmFyYmF6cXV4cXV1eA',
    code: 'Zm9vYmFyYmF6cXV4cXV1eA',
  },
  'previous-field-invite': { recipientName: 'Ann <Lee>', previousEventName: 'Spring Classic 2025', registerPath: '/tournament/t-2/register' },
  'auction-outbid': { itemTitle: 'Foursome at Pebble Beach', priceCents: 1_250_00, itemPath: '/tournament/t-1/auction/i-1' },
  'auction-won': {
    itemTitle: 'Foursome at Pebble Beach',
    priceCents: 1_250_00,
    bidderNumber: 104,
    itemPath: '/tournament/t-1/auction/i-1',
    payPath: '/tournament/t-1/auction/my-bids',
  },
  'event-reminder': {
    recipientName: 'Ann',
    teamName: 'Birdies & Bogeys',
    date: '2026-06-06',
    courseName: 'Pine <Valley>',
    startLabel: 'Hole 7B',
    startTime: '08:00',
    startsAt: '2026-06-06T12:00:00.000Z',
    joinPath: '/tournament/t1/join?code=K7P2QX',
    scorecardPath: '/scorecard?tournamentId=t1',
  },
  'event-results': {
    recipientName: 'Ann',
    teamName: 'Birdies & Bogeys',
    place: 2,
    teamsPlaced: 12,
    raisedCents: 12_345_00,
    winners: [
      { title: '1st Place', winner: 'Eagles' },
      { title: 'Closest to the pin, hole 7', winner: 'Bob <Jones>' },
    ],
    resultsPath: '/leaderboard?tournamentId=t1',
  },
  'donor-thank-you': { recipientName: 'Dana', giftCents: 250_00, raisedCents: 12_345_00, receiptPath: '/tournament/t1/donate/receipt/tok' },
  'field-message': {
    recipientName: 'Pat',
    messageId: 'm-1',
    subject: 'Shotgun at 9 <sharp>',
    body: 'Carts leave at 8:40.\n\nBring <your> own tees & water.',
    scorecardPath: '/scorecard?tournamentId=t1&teamId=team1',
  },
};

const render = <T extends ParsedMail['template']>(template: T, data: MailTemplateData[T], overrides: Partial<MailContext> = {}) =>
  renderMail({ template, data } as ParsedMail, { ...context, ...overrides });

describe('renderMail', () => {
  it.each(mailTemplateNames)('%s: a subject, a plain-text part and an HTML part naming the tournament and its charity', (template) => {
    const data = mailTemplateData[template].parse(samples[template]) as MailTemplateData[typeof template];
    const mail = render(template, data);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).toContain('Spring <Charity> Classic');
    expect(mail.text).toContain('Raising money for Kids & Clubs Foundation');
    expect(mail.html).toContain('Spring &lt;Charity&gt; Classic');
    expect(mail.html).toContain('Raising money for Kids &amp; Clubs Foundation');
    expect(mail.html).not.toContain('<Charity>');
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('opens with the gist, which inbox lists show: the greeting and intro first in the text part, the intro as the HTML preheader', () => {
    const { text, html } = render('waitlist-offer', samples['waitlist-offer']);
    expect(text.split('\n\n').slice(0, 2)).toEqual([
      'Hello,',
      'Good news: a team entry (foursome) at Spring <Charity> Classic is now available to you from the waitlist.',
    ]);
    expect(html).toMatch(/<div style="display:none[^"]*">Good news: a team entry \(foursome\) at Spring &lt;Charity&gt; Classic/);
  });

  it('escapes what registrants typed in the HTML part and keeps it as typed in the text part', () => {
    const mail = render('registration-confirmation', samples['registration-confirmation']);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Casey &quot;Captain&quot; O&#39;Neil');
    expect(mail.text).toContain('Team: <script>alert("x")</script> & Co');
  });

  it('states the receipt: what was paid, the fair value received, the deductible part and the disclosure over $75', () => {
    const { text, html } = render('registration-confirmation', samples['registration-confirmation']);
    expect(text).toContain('Mulligan × 4: $40.00');
    expect(text).toContain('Amount paid: $440.00');
    expect(text).toContain('Fair market value of goods and services received: $150.00');
    expect(text).toContain('Tax-deductible amount: $290.00');
    expect(text).toContain('Kids & Clubs Foundation acknowledges with thanks your payment of $440.00 received on Saturday, June 6, 2026.');
    expect(text).toContain('In return you received golf, carts and dinner for four, whose fair market value we estimate in good faith at $150.00.');
    expect(text).toContain('is limited to the amount above the value of the goods and services you received: $290.00.');
    expect(text).toContain('Team invite code: K7P2QX');
    expect(text).toContain('Starting hole: 10');
    expect(text).toContain('https://golf.example.org/tournament/t1/register/confirmation/tok');
    expect(html).toContain('href="https://golf.example.org/tournament/t1/register/confirmation/tok"');
  });

  it("states a promo code's discount as a minus amount after the lines it was taken off", () => {
    const discounted = { ...receipt, discount: { description: 'Promo code EARLY', amountCents: 50_00 }, paidCents: 390_00 };
    const { text, html } = render('registration-confirmation', { ...samples['registration-confirmation'], receipt: discounted });
    expect(text).toContain('Mulligan × 4: $40.00\nPromo code EARLY: −$50.00\nAmount paid: $390.00');
    expect(html).toContain('−$50.00');
  });

  it('says a gift bought nothing, and makes no fair-value disclosure', () => {
    const { text } = render('gift-receipt', samples['gift-receipt']);
    expect(text).toContain('No goods or services were provided by Kids & Clubs Foundation in exchange for this contribution.');
    expect(text).toContain('Tax-deductible amount: $300.00');
    expect(text).not.toContain('is limited to');
    expect(text).toContain('https://golf.example.org/tournament/t1/receipts/R-42');
  });

  it("gives a waitlist offer's expiry in the tournament's time zone", () => {
    expect(render('waitlist-offer', samples['waitlist-offer']).text).toContain('until Saturday, June 6, 2026 at 5:00 PM EDT');
    expect(render('waitlist-offer', samples['waitlist-offer'], { timeZone: 'America/Los_Angeles' }).text).toContain('at 2:00 PM PDT');
  });

  it('adds the unsubscribe link to both parts only when the message has one', () => {
    const url = 'https://golf.example.org/api/mail/unsubscribe/0b6f1c52-7a55-4a4e-9d55-8f3d0f1f3c11';
    const invite = render('captain-invite', samples['captain-invite'], { unsubscribeUrl: url });
    expect(invite.text).toContain(`To get no more e-mails like this: ${url}`);
    expect(invite.html).toContain(`href="${url}"`);
    expect(render('captain-invite', samples['captain-invite']).text).not.toContain('unsubscribe');
  });

  it("names who invited, the role in words with its duties, and the invitation's one-time link and code", () => {
    const { subject, text, html } = render('event-invite', samples['event-invite']);
    expect(subject).toBe('Olive <Owner> invited you to help run Spring <Charity> Classic');
    expect(text).toContain('Olive <Owner> has invited you to the team running Spring <Charity> Classic, as check-in desk.');
    expect(text).toContain('Your role: Check-in desk');
    expect(text).toContain('What you can do: Checks players in, sells add-ons and records cash and cheques.');
    expect(text).toContain('Accept the invitation:\nhttps://golf.example.org/event-invite/Zm9vYmFyYmF6cXV4cXV1eA');
    expect(text).toContain('Or enter the invitation code: Zm9vYmFyYmF6cXV4cXV1eA');
    expect(html).toContain('Olive &lt;Owner&gt;');
    expect(html).toContain('href="https://golf.example.org/event-invite/Zm9vYmFyYmF6cXV4cXV1eA"');
    expect(text).not.toContain('unsubscribe');
  });

  it('tells an outbid bidder the item, the price now and the way back to it', () => {
    const { subject, text } = render('auction-outbid', samples['auction-outbid']);
    expect(subject).toBe('You were outbid on Foursome at Pebble Beach');
    expect(text).toContain('Someone has bid more than you for Foursome at Pebble Beach in the Spring <Charity> Classic silent auction.');
    expect(text).toContain('Current bid: $1,250.00');
    expect(text).toContain('Bid again:\nhttps://golf.example.org/tournament/t-1/auction/i-1');
  });

  it('tells a winner the item, what they owe, their bidder number and how to pay', () => {
    const online = render('auction-won', samples['auction-won']);
    expect(online.subject).toBe('You won Foursome at Pebble Beach');
    expect(online.text).toContain('you won Foursome at Pebble Beach in the Spring <Charity> Classic silent auction.');
    expect(online.text).toContain('You owe: $1,250.00');
    expect(online.text).toContain('Your bidder number: 104');
    expect(online.text).toContain('Pay now:\nhttps://golf.example.org/tournament/t-1/auction/my-bids');
    const desk = render('auction-won', { ...samples['auction-won'], payPath: null });
    expect(desk.text).toContain('Please pay at the auction desk before you leave');
    expect(desk.text).toContain('See the item:\nhttps://golf.example.org/tournament/t-1/auction/i-1');
  });

  it('refuses a link that is not a path of the app', () => {
    const invite = { ...samples['captain-invite'] };
    for (const invitePath of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/ok path']) {
      expect(mailTemplateData['captain-invite'].safeParse({ ...invite, invitePath }).success).toBe(false);
    }
  });
});
