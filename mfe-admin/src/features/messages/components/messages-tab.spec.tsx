import { sampleTeam } from '@fairway/api-client/testing';
import { type FieldMessage, fieldMessageLimits, fieldMessageMessages, type MessageDelivery, type ResultsState } from '@fairway/contracts/field-message';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { MessagesTab } from './messages-tab';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const eagles = sampleTeam({ id: '00000000-0000-4000-8000-0000000000e1', name: 'The Eagles' });
const birdies = sampleTeam({ id: '00000000-0000-4000-8000-0000000000e2', name: 'Birdie Hunters' });
const counts = { queued: 0, sent: 0, failed: 0, suppressed: 0, withdrawn: 0 };

const sentMessage = (overrides: Partial<FieldMessage> = {}): FieldMessage => ({
  id: '00000000-0000-4000-8000-00000000f001',
  kind: 'message',
  audience: { kind: 'all' },
  audienceLabel: 'All players',
  subject: 'Shotgun start at 9:30',
  body: 'Be at your cart by 9:15.',
  showOnScorecards: true,
  sentByName: 'Olive Organiser',
  sentAt: '2026-11-28T08:00:00.000Z',
  counts: { ...counts, sent: 30, queued: 4, failed: 1, suppressed: 1 },
  ...overrides,
});

const deliveries: MessageDelivery[] = [
  { name: 'Ann Lee', email: 'ann@example.com', teamName: 'The Eagles', state: 'sent', reason: null, sentAt: '2026-11-28T08:01:00.000Z' },
  { name: 'Bo Park', email: 'bo@bad.example', teamName: 'The Eagles', state: 'failed', reason: 'Mailbox does not exist', sentAt: null },
  { name: null, email: 'cy@example.com', teamName: 'Birdie Hunters', state: 'queued', reason: null, sentAt: null },
];

const preview = {
  recipients: 36,
  withoutEmail: 2,
  unsubscribed: 1,
  subject: 'Shotgun start at 9:30',
  text: 'Be at your cart by 9:15.',
  html: '<p>Be at your cart by 9:15.</p>',
};

function renderTab({
  history = [] as FieldMessage[],
  send = json(201, sentMessage()),
  results = { scoringClosedAt: null, sentAt: null, messageId: null } as ResultsState,
} = {}) {
  const posted: Array<[string, unknown]> = [];
  const record = (path: string, reply: () => Response) => (body: unknown) => {
    posted.push([path, body]);
    return reply();
  };
  const view = renderAdmin(<MessagesTab tournamentId={tournamentId} />, {
    routes: [
      ['GET', /\/teams$/, json(200, [eagles, birdies])],
      ['GET', /\/messages$/, () => json(200, history)()],
      ['GET', /\/messages\/[^/]+\/deliveries$/, json(200, deliveries)],
      [
        'GET',
        /\/messages\/reminder$/,
        json(200, { enabled: true, daysBefore: 2, sendAt: '09:00', dueAt: '2026-12-03T14:00:00.000Z', sentAt: null, messageId: null }),
      ],
      ['GET', /\/messages\/results$/, json(200, results)],
      ['POST', /\/messages\/reminder\/send$/, record('reminder-send', json(200, {}))],
      ['POST', /\/messages\/preview$/, record('preview', json(200, preview))],
      ['POST', /\/messages$/, record('send', send)],
      [
        'PUT',
        /\/messages\/reminder$/,
        record('reminder', json(200, { enabled: true, daysBefore: 3, sendAt: '08:30', dueAt: null, sentAt: null, messageId: null })),
      ],
    ],
  });
  return { ...view, posted };
}

const compose = () => screen.getByRole('form', { name: 'Message to the field' });

async function write(subject: string, body: string) {
  await user.type(within(compose()).getByLabelText('Subject'), subject);
  await user.type(within(compose()).getByLabelText('Message'), body);
}

describe('MessagesTab', () => {
  it('says what is missing in the contract’s words and sends nothing', async () => {
    const view = renderTab();
    await user.click(within(compose()).getByRole('button', { name: 'Send' }));
    expect(within(compose()).getByText(fieldMessageMessages.subjectRequired)).toBeTruthy();
    expect(within(compose()).getByText(fieldMessageMessages.bodyRequired)).toBeTruthy();

    await user.selectOptions(within(compose()).getByLabelText('To'), 'One team');
    await user.click(within(compose()).getByRole('button', { name: 'Preview' }));
    expect(within(compose()).getByText(fieldMessageMessages.audienceInvalid)).toBeTruthy();
    expect(view.posted).toEqual([]);
  });

  it('counts the message’s characters against the limit', async () => {
    renderTab();
    await user.type(within(compose()).getByLabelText('Message'), 'Hello');
    expect(within(compose()).getByText(`5 / ${fieldMessageLimits.bodyMax.toLocaleString('en-US')} characters`)).toBeTruthy();
  });

  it('previews the e-mail in a sandboxed frame and says who it reaches', async () => {
    const view = renderTab();
    await user.selectOptions(within(compose()).getByLabelText('To'), 'One team');
    await user.selectOptions(await within(compose()).findByLabelText('Team'), 'The Eagles');
    await write('Shotgun start at 9:30', 'Be at your cart by 9:15.');
    await user.click(within(compose()).getByRole('button', { name: 'Preview' }));

    const shown = await screen.findByRole('figure', { name: 'Preview of the e-mail' });
    expect(within(shown).getByText('Goes to 36 players; 2 have no e-mail address (they see it on their scorecard); 1 unsubscribed')).toBeTruthy();
    const frame = within(shown).getByTitle('The e-mail as players see it');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(preview.html);
    expect(view.posted).toEqual([
      [
        'preview',
        { audience: { kind: 'team', teamId: eagles.id }, subject: 'Shotgun start at 9:30', body: 'Be at your cart by 9:15.', showOnScorecards: true },
      ],
    ]);
  });

  it('sends once confirmed, says so and empties the form', async () => {
    const view = renderTab();
    await write('Rain delay', 'Play resumes at 11:00.');
    await user.click(within(compose()).getByRole('checkbox', { name: "Also show on players' scorecards" }));
    await user.click(within(compose()).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(view.posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(view.posted).toEqual([['send', { audience: { kind: 'all' }, subject: 'Rain delay', body: 'Play resumes at 11:00.', showOnScorecards: false }]]);
    expect((within(compose()).getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal over the hourly limit', async () => {
    const limit = fieldMessageMessages.tooManyPerHour(fieldMessageLimits.perHour);
    renderTab({ send: json(429, { statusCode: 429, error: 'Too Many Requests', message: limit }) });
    await write('One more thing', 'Carts back by 5.');
    await user.click(within(compose()).getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send this message?' })).getByRole('button', { name: 'Send' }));
    expect((await within(compose()).findByRole('alert')).textContent).toBe(`Failed to send the message: ${limit}`);
  });

  it('lists what was sent with its counts and opens each recipient’s delivery', async () => {
    renderTab({ history: [sentMessage(), sentMessage({ id: '00000000-0000-4000-8000-00000000f002', kind: 'reminder', subject: 'See you Saturday', counts })] });
    const row = (await screen.findByText('Shotgun start at 9:30')).closest('tr')!;
    expect(within(row).getByText('To All players · by Olive Organiser')).toBeTruthy();
    expect(within(row).getByText('30 sent · 4 queued · 1 failed · 1 unsubscribed')).toBeTruthy();
    expect(within(screen.getByText('See you Saturday').closest('tr')!).getByText('Reminder')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Recipients' }));
    const list = await screen.findByRole('list', { name: 'Recipients of Shotgun start at 9:30' });
    const bo = within(list).getByText('Bo Park').closest('li')!;
    expect(within(bo).getByText('Failed')).toBeTruthy();
    expect(within(bo).getByText('Mailbox does not exist')).toBeTruthy();
    expect(within(within(list).getByText('cy@example.com').closest('li')!).getByText('Queued')).toBeTruthy();
    expect(within(within(list).getByText('Ann Lee').closest('li')!).getByText(/^Sent/)).toBeTruthy();
  });

  it('reads the history again while an e-mail is queued, so its state moves to sent', async () => {
    let history = [sentMessage({ counts: { ...counts, sent: 2, queued: 1 } })];
    const view = renderAdmin(<MessagesTab tournamentId={tournamentId} />, {
      routes: [
        ['GET', /\/messages$/, () => json(200, history)()],
        ['GET', /./, json(404, { message: 'not here' })],
      ],
    });
    expect(await screen.findByText('2 sent · 1 queued')).toBeTruthy();
    history = [sentMessage({ counts: { ...counts, sent: 3 } })];
    expect(await screen.findByText('3 sent', undefined, { timeout: 5000 })).toBeTruthy();
    expect(view.fetch.mock.calls.filter(([url]) => url.endsWith('/messages')).length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('shows when the reminder is due, checks its days and saves it', async () => {
    const view = renderTab();
    const form = await screen.findByRole('form', { name: 'Reminder' });
    expect(screen.getByText(/^Due /)).toBeTruthy();
    const days = within(form).getByLabelText('Days before');
    await user.clear(days);
    await user.type(days, '20');
    await user.click(within(form).getByRole('button', { name: 'Save reminder' }));
    expect(within(form).getByText(fieldMessageMessages.daysBeforeInvalid)).toBeTruthy();

    await user.clear(days);
    await user.type(days, '3');
    await user.clear(within(form).getByLabelText('Time'));
    await user.type(within(form).getByLabelText('Time'), '08:30');
    await user.click(within(form).getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(view.posted).toEqual([['reminder', { enabled: true, daysBefore: 3, sendAt: '08:30' }]]));
  });

  it('sends the reminder now once confirmed', async () => {
    const view = renderTab();
    const form = await screen.findByRole('form', { name: 'Reminder' });
    await user.click(within(form).getByRole('button', { name: 'Send the reminder now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the reminder now?' });
    expect(view.posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Reminder sent')).toBeTruthy();
    expect(view.posted).toEqual([['reminder-send', undefined]]);
  });

  it('says when the results went, with their delivery counts', async () => {
    const results = sentMessage({
      id: '00000000-0000-4000-8000-00000000f003',
      kind: 'results',
      subject: 'Results',
      counts: { ...counts, sent: 35, failed: 1 },
    });
    renderTab({ history: [results], results: { scoringClosedAt: '2026-11-28T17:00:00.000Z', sentAt: '2026-11-28T17:00:05.000Z', messageId: results.id } });
    expect(await screen.findByText(/^Sent .* · 35 sent · 1 failed$/)).toBeTruthy();
  });

  it('says the results wait for scoring to close', async () => {
    renderTab();
    expect(await screen.findByText('Waiting: scoring is still open')).toBeTruthy();
  });
});
