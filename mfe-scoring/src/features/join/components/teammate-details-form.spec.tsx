import { beforeAll } from '@jest/globals';
import { fakeResponse, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import type { TeammateForm } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { JoinPage } from './join-page';

const tournament = sampleTournament();
const user = { uid: 'ann-uid', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: null, emailVerified: true };
const handicap = { id: '11111111-1111-4111-8111-111111111111', kind: 'handicap-index' as const, label: 'Handicap index', required: true, options: [] };
const shirt = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'shirt-size' as const,
  label: 'Shirt size',
  required: false,
  options: ['S', 'M', 'L', 'XL'],
};
const asked = (version: number): TeammateForm => ({
  tournamentId: tournament.id,
  teamName: 'The Birdies',
  playerQuestions: [handicap, shirt],
  waiver: { version, text: `Waiver text, version ${version}: I play at my own risk.` },
  own: null,
  detailsNeeded: true,
});
const refused = (status: number, details: Array<{ path: string; message: string }>) =>
  fakeResponse(status, { statusCode: status, error: status === 409 ? 'Conflict' : 'Bad Request', message: details[0]!.message, details });

function renderInvited(join: (body: unknown) => ReturnType<typeof fakeResponse>, form: () => TeammateForm = () => asked(1)) {
  const routes: FakeRoute[] = [
    ['GET', /\/api\/tournaments\/[^/]+$/, json(200, tournament)],
    ['GET', /\/api\/registration\/teammates\/QX7K2M$/, () => fakeResponse(200, form())],
    ['POST', /\/api\/teams\/join$/, join],
  ];
  return renderScoring(<JoinPage tournamentId={tournament.id} code="QX7K2M" />, { user, routes });
}

// A member's forms are a chunk of their own: compiled once here, as the phone has them by the time they show.
beforeAll(() => import('./foursome-forms'));

describe('JoinPage: a teammate named later gives the registration’s answers and accepts the waiver', () => {
  it('asks the per-player questions and the waiver, shows the server’s refusals by their fields, then joins with them', async () => {
    const person = userEvent.setup();
    const sent: unknown[] = [];
    const team = sampleTeam();
    renderInvited((body) => {
      sent.push(body);
      const details = (body as { details: { answers: Record<string, string>; waiverAccepted: boolean } }).details;
      if (!details.answers[handicap.id]) {
        return refused(400, [
          { path: `details.answers.${handicap.id}`, message: text.answerRequired('Handicap index') },
          { path: 'details.waiverAccepted', message: text.teammateWaiverNotAccepted },
        ]);
      }
      return fakeResponse(201, team);
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Join Foursome' }));
    await screen.findByRole('heading', { name: 'Your details for The Birdies' });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ann Lee');
    screen.getByRole('document', { name: 'Waiver, version 1' });
    screen.getByText('Waiver text, version 1: I play at my own risk.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'S', 'M', 'L', 'XL']);
    screen.getByLabelText('Shirt size (optional)');

    await person.click(screen.getByRole('button', { name: 'Join Foursome' }));
    await screen.findByText(text.answerRequired('Handicap index'));
    expect(screen.getByLabelText('Handicap index').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    screen.getByText(text.teammateWaiverNotAccepted);

    await person.clear(screen.getByLabelText('Your name'));
    await person.type(screen.getByLabelText('Your name'), 'Ann B. Lee');
    await person.type(screen.getByLabelText('Handicap index'), '8.4');
    await person.selectOptions(screen.getByLabelText('Shirt size (optional)'), 'L');
    await person.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver (version 1)' }));
    await person.click(screen.getByRole('button', { name: 'Join Foursome' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/scorecard?tournamentId=${team.tournamentId}&teamId=${team.id}`));
    expect(sent.at(-1)).toEqual({
      inviteCode: 'QX7K2M',
      details: { name: 'Ann B. Lee', answers: { [handicap.id]: '8.4', [shirt.id]: 'L' }, waiverAccepted: true, waiverVersion: 1 },
    });
  });

  it('a waiver changed meanwhile: says so, shows the new version unticked, and joins once it is accepted', async () => {
    const person = userEvent.setup();
    let version = 1;
    const sent: Array<{ details: { waiverVersion: number } }> = [];
    renderInvited(
      (body) => {
        sent.push(body as { details: { waiverVersion: number } });
        if (sent.length === 1) {
          version = 2;
          return refused(409, [{ path: 'details.waiverVersion', message: text.waiverVersionStale }]);
        }
        return fakeResponse(200, sampleTeam());
      },
      () => asked(version),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join Foursome' }));
    await person.type(await screen.findByLabelText('Handicap index'), '12');
    await person.click(screen.getByRole('checkbox', { name: 'I have read and accept the waiver (version 1)' }));
    await person.click(screen.getByRole('button', { name: 'Join Foursome' }));

    await screen.findByText(`Could not join the team: ${text.waiverVersionStale}`);
    const renewed = await screen.findByRole('checkbox', { name: 'I have read and accept the waiver (version 2)' });
    expect((renewed as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Handicap index') as HTMLInputElement).value).toBe('12');
    await person.click(renewed);
    await person.click(screen.getByRole('button', { name: 'Join Foursome' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/scorecard/));
    expect(sent.map((body) => body.details.waiverVersion)).toEqual([1, 2]);
  });

  it('a team with nothing to ask (not registered online) is joined at once', async () => {
    const sent: unknown[] = [];
    renderScoring(<JoinPage tournamentId={tournament.id} code="QX7K2M" />, {
      user,
      routes: [
        ['GET', /\/api\/tournaments\/[^/]+$/, json(200, tournament)],
        ['GET', /\/api\/registration\/teammates\/QX7K2M$/, () => fakeResponse(200, { ...asked(1), detailsNeeded: false })],
        ['POST', /\/api\/teams\/join$/, (body) => (sent.push(body), fakeResponse(200, sampleTeam()))],
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Foursome' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/scorecard/));
    expect(sent).toEqual([{ inviteCode: 'QX7K2M' }]);
    expect(screen.queryByRole('heading', { name: /Your details/ })).toBeNull();
  });
});
