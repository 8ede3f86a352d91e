/** Every sentence of the product's e-mails, once (money and times come in already formatted). */
export const mailTexts = {
  greeting: (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,'),
  tagline: (charityName: string) => `Raising money for ${charityName}`,
  footer: (tournamentName: string) => `Sent by Fairway Fund for ${tournamentName}.`,
  unsubscribe: 'Unsubscribe from e-mails like this',
  unsubscribeText: (url: string) => `To get no more e-mails like this: ${url}`,
  registrationConfirmation: {
    subject: (tournamentName: string) => `You're registered: ${tournamentName}`,
    intro: (tournamentName: string) => `Thank you: your registration for ${tournamentName} is paid and confirmed.`,
    team: 'Team',
    inviteCode: 'Team invite code',
    inviteCodeHelp: 'Teammates join your team with this code on the tournament page.',
    startingHole: 'Starting hole',
    view: 'View your registration',
  },
  captainInvite: {
    subject: (teamName: string, tournamentName: string) => `Join ${teamName} at ${tournamentName}`,
    intro: (captainName: string, teamName: string, tournamentName: string) =>
      `${captainName} has entered ${teamName} in ${tournamentName} and saved you a place in the team.`,
    action: 'Please fill in your details (name, handicap and the questions the organiser asks) with this link:',
    button: 'Fill in my details',
    code: 'Or enter the team invite code',
  },
  waitlistOffer: {
    subject: (tournamentName: string) => `A place has opened up at ${tournamentName}`,
    intro: (offered: string, tournamentName: string) => `Good news: ${offered} at ${tournamentName} is now available to you from the waitlist.`,
    expires: (when: string) => `The place is held for you until ${when}. After that it goes to the next person on the waitlist.`,
    button: 'Claim my place',
  },
  refundNotice: {
    subject: (tournamentName: string) => `Refund from ${tournamentName}`,
    intro: (refunded: string, refundedFor: string) => `We have refunded ${refunded} of your payment for ${refundedFor}.`,
    paid: 'You paid',
    refunded: 'Refunded',
    reason: 'Reason',
    timing: 'The money goes back to the card you paid with; your bank may take 5 to 10 days to show it.',
    receipt: 'View your receipt',
  },
  giftReceipt: {
    subject: (charityName: string) => `Thank you for your gift to ${charityName}`,
    intro: (charityName: string, tournamentName: string) => `Thank you for your gift to ${charityName} through ${tournamentName}.`,
    receipt: 'View your receipt online',
  },
  eventInvite: {
    subject: (inviterName: string, tournamentName: string) => `${inviterName} invited you to help run ${tournamentName}`,
    intro: (inviterName: string, roleName: string, tournamentName: string) =>
      `${inviterName} has invited you to the team running ${tournamentName}, as ${roleName}.`,
    role: 'Your role',
    duties: 'What you can do',
    action: 'Sign in with this e-mail address and accept the invitation with this link. It works once.',
    button: 'Accept the invitation',
    code: 'Or enter the invitation code',
  },
  auctionOutbid: {
    subject: (itemTitle: string) => `You were outbid on ${itemTitle}`,
    intro: (itemTitle: string, tournamentName: string) => `Someone has bid more than you for ${itemTitle} in the ${tournamentName} silent auction.`,
    price: 'Current bid',
    button: 'Bid again',
  },
  auctionWon: {
    subject: (itemTitle: string) => `You won ${itemTitle}`,
    intro: (itemTitle: string, tournamentName: string) => `Congratulations: you won ${itemTitle} in the ${tournamentName} silent auction.`,
    price: 'You owe',
    bidder: 'Your bidder number',
    payOnline: 'Pay online now, or at the auction desk before you leave with your bidder number.',
    payAtDesk: 'Please pay at the auction desk before you leave: give them your bidder number.',
    payButton: 'Pay now',
    itemButton: 'See the item',
  },
  previousFieldInvite: {
    subject: (tournamentName: string) => `You are invited to ${tournamentName}`,
    intro: (previousEventName: string, tournamentName: string) =>
      `Thank you for being part of ${previousEventName}. ${tournamentName} is open for registration, and last year's players and supporters are invited first.`,
    button: 'Register now',
  },
  fieldMessage: {
    subject: (subject: string, tournamentName: string) => `${subject} (${tournamentName})`,
    intro: (tournamentName: string) => `A message from the organisers of ${tournamentName}:`,
    button: 'Open your scorecard',
  },
  unsubscribePage: {
    title: 'Unsubscribe',
    question: (email: string) => `Stop sending invitations and waitlist offers to ${email}?`,
    confirm: 'Unsubscribe',
    done: (email: string) => `${email} is unsubscribed. Receipts and refund notices for payments you make are still sent.`,
    unknown: 'This unsubscribe link is not valid (it may have been copied incompletely).',
  },
} as const;
