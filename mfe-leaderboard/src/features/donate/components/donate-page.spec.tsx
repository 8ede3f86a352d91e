import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { FakeEventSource, sampleBirdiePledges, sampleBoard, sampleBoardRow, sampleGift, sampleTournament } from '@fairway/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { DonatePage } from './donate-page';

const tournament = sampleTournament({ charityName: 'Junior Golf Foundation', charityRaised: 1200, charityGoal: 5000 });
const team = sampleBoardRow({ teamId: '00000000-0000-4000-8000-0000000000a7', teamName: 'The Bogey Men' });

function renderPage() {
  return renderLeaderboard(<DonatePage tournamentId={tournament.id} />, [
    [/\/donations$/, json({ gift: sampleGift({ donorName: 'Grace', amount: 100 }), paypalLink: 'https://paypal.me/juniorgolf' }, 201)],
    [/\/birdie-pledges$/, json(sampleBirdiePledges())],
    [/\/api\/leaderboard\//, json(sampleBoard({ rows: [team] }))],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

const giftForm = () => within(screen.getByRole('form', { name: 'Donate' }));
const pledgeForm = () => within(screen.getByRole('form', { name: 'Pledge per birdie' }));

const posts = (fetch: ReturnType<typeof renderPage>['fetch']) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('DonatePage', () => {
  it('records a gift of a suggested amount with the name and message, then thanks the donor and offers PayPal', async () => {
    const user = userEvent.setup();
    const { fetch } = renderPage();
    await screen.findByRole('heading', { name: 'Give to Junior Golf Foundation' });
    expect(screen.getByRole('progressbar', { name: 'Raised for Junior Golf Foundation' }).getAttribute('aria-valuenow')).toBe('24');

    await user.click(screen.getByRole('button', { name: '$100' }));
    await user.type(giftForm().getByRole('textbox', { name: 'Your name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Fore!');
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByRole('link', { name: 'Pay $100 with PayPal' }).getAttribute('href')).toBe('https://paypal.me/juniorgolf');
    const [[url, init]] = posts(fetch) as [[string, RequestInit]];
    expect(url).toBe(`/api/tournaments/${tournament.id}/donations`);
    expect(JSON.parse(String(init.body))).toEqual({ donorName: 'Grace', anonymous: false, amount: 100, publicMessage: 'Fore!', contactEmail: '' });
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says what is wrong before sending: no name unless anonymous, an amount that is not money', async () => {
    const user = userEvent.setup();
    const { fetch } = renderPage();
    await screen.findByRole('heading', { name: 'Give to Junior Golf Foundation' });
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await screen.findByText(fundraisingMessages.donorNameRequired);
    await user.type(screen.getByRole('textbox', { name: 'Other amount' }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await screen.findByText(fundraisingMessages.amountInvalid);
    expect(posts(fetch)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Give anonymously' }));
    await user.clear(screen.getByRole('textbox', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount' }), '12.50');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await screen.findByRole('heading', { name: /^Thank you/ });
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toMatchObject({ donorName: null, anonymous: true, amount: '12.50' });
  });

  it('pledges per birdie for one team with a cap, and shows the pledge total moving live', async () => {
    const user = userEvent.setup();
    const { fetch } = renderPage();
    await screen.findByText('due from 1 pledge so far', { exact: false });
    expect(screen.getByText('$30')).not.toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Whose birdies' }), 'The Bogey Men');
    await user.click(screen.getByRole('button', { name: '$10' }));
    await user.type(screen.getByRole('textbox', { name: /^Cap/ }), '5');
    await user.type(pledgeForm().getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    await screen.findByText(fundraisingMessages.capBelowAmount);
    expect(posts(fetch)).toEqual([]);

    fetch.mockImplementationOnce(async () => json({ ...sampleBirdiePledges().pledges[0], teamId: team.teamId, amountPerBirdie: 10, cap: 50 }, 201)());
    await user.clear(screen.getByRole('textbox', { name: /^Cap/ }));
    await user.type(screen.getByRole('textbox', { name: /^Cap/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    await screen.findByText('Thank you! You pledged $10 per birdie by The Bogey Men, up to $50.');
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toMatchObject({ teamId: team.teamId, amountPerBirdie: 10, cap: '50', donorName: 'Ada' });

    fetch.mockImplementation(async () => json(sampleBirdiePledges({ totalDue: 45 }))());
    act(() => FakeEventSource.latest().push({ type: 'leaderboard', id: 9, tournamentId: tournament.id, data: sampleBoard({ rows: [team] }) }));
    await waitFor(() => expect(screen.getByText('$45')).not.toBeNull());
  });

  it('says when the tournament does not exist', async () => {
    renderLeaderboard(<DonatePage tournamentId="nope" />);
    await screen.findByText('Tournament Not Found');
  });
});
