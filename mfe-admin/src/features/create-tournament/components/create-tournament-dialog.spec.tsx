import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleCourse } from '@fairway/api-client/testing';
import { messages } from '@fairway/contracts/messages';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { CreateTournamentDialog } from './create-tournament-dialog';

const user = userEvent.setup();
const course = sampleCourse();

describe('Create Tournament', () => {
  it('says beside each field what is missing and sends nothing, then creates the tournament and empties the form', async () => {
    const posted: unknown[] = [];
    renderAdmin(<CreateTournamentDialog open onClose={() => undefined} />, {
      user: fakeUser(),
      routes: [
        ['GET', /^\/api\/courses$/, json(200, [course])],
        ['POST', /^\/api\/tournaments$/, (body) => (posted.push(body), fakeResponse(201, { ...(body as object), id: 'new' }))],
      ],
    });
    const form = await screen.findByRole('form', { name: 'Create Tournament' });
    await user.click(within(form).getByRole('button', { name: 'Create Tournament' }));
    await within(form).findByText(messages.tournament.nameRequired);
    within(form).getByText(messages.tournament.courseRequired);
    expect(within(form).getByLabelText('Tournament Name').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    await user.type(within(form).getByLabelText('Tournament Name'), 'Spring Classic');
    await user.selectOptions(within(form).getByLabelText('Golf Course'), await within(form).findByRole('option', { name: new RegExp(course.name) }));
    await user.type(within(form).getByLabelText('Tournament Date'), '2099-05-01');
    await user.type(within(form).getByLabelText('Charity Name'), 'Junior Golf');
    await user.click(within(form).getByRole('button', { name: 'Create Tournament' }));
    await screen.findByText(messages.tournament.created.title);
    expect(posted).toEqual([expect.objectContaining({ name: 'Spring Classic', courseId: course.id, date: '2099-05-01', charityName: 'Junior Golf' })]);
    expect(within(form).getByLabelText<HTMLInputElement>('Tournament Name').value).toBe('');
  });
});
