import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleTournament } from '@fairway/api-client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { json, renderAdmin, retype } from '../../../shared/testing/render-admin';
import { AdminDialog } from '../../../app/admin-dialog';
import { AdminPage } from '../../../app/admin-page';

const user = userEvent.setup();

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
// The list as the API answers Ann, who runs the first (canManage, and its admin id), and as it answers anyone else.
const mine = sampleTournament({ id: id(1), name: 'Ann Charity Open', canManage: true, adminUserId: 'uid-ann', charityRaised: 1250.5, charityGoal: 5000 });
const others = sampleTournament({ id: id(2), name: 'Somebody Else Cup', charityRaised: 700 });
const ann = fakeUser({ uid: 'uid-ann', email: 'ann@example.com' });
const listRoute = ['GET', /^\/api\/tournaments\?/, json(200, [mine, others])] as const;
const { canManage: _ann, adminUserId: _annId, ...asVisitorReadsIt } = mine;
const listForOthers = ['GET', /^\/api\/tournaments\?/, json(200, [{ ...asVisitorReadsIt, canManage: false }, others])] as const;

describe('the Admin page', () => {
  it("asks a visitor to sign in and shows nobody's tournaments", async () => {
    renderAdmin(<AdminPage />, { routes: [[...listForOthers]] });
    await screen.findByText('Sign in to see and manage the tournaments you run.');
    expect(screen.queryByText('Ann Charity Open')).toBeNull();
  });

  it('lists only the tournaments the caller manages, with their figures', async () => {
    renderAdmin(<AdminPage />, { user: ann, routes: [[...listRoute]] });
    const rows = await screen.findByRole('list', { name: 'Your tournaments' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Ann Charity Open')]);
    expect(screen.queryByText('Somebody Else Cup')).toBeNull();
    screen.getByText('$1,250.50');
    within(rows).getByRole('button', { name: 'Manage Ann Charity Open' });
  });
});

describe('the Tournament Administration dialog', () => {
  it('says so when the user administers nothing', async () => {
    renderAdmin(<AdminDialog open onClose={() => undefined} />, { user: fakeUser({ uid: 'uid-zed' }), routes: [[...listForOthers]] });
    await screen.findByText('No tournaments found that you can administer.');
    screen.getByText('Create a tournament to access admin features.');
  });

  it('saves an edit and leaves edit mode; a refused save keeps it with the failure', async () => {
    const patches: unknown[] = [];
    let refuse = true;
    const { fetch } = renderAdmin(<AdminDialog open onClose={() => undefined} tournamentId={mine.id} />, {
      user: ann,
      routes: [
        [...listRoute],
        [
          'PATCH',
          new RegExp(`/api/tournaments/${mine.id}$`),
          (body) => {
            patches.push(body);
            return refuse
              ? fakeResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Not yours' })
              : fakeResponse(200, { ...mine, ...(body as object) });
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    await retype(screen.getByLabelText('Tournament Name'), 'Ann Charity Open 2026');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Failed to save tournament changes: Not yours');
    screen.getByRole('button', { name: 'Save Changes' });
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Tournament Updated');
    await screen.findByRole('button', { name: 'Edit Tournament' });
    expect(patches.at(-1)).toEqual({ name: 'Ann Charity Open 2026', format: 'best-ball', status: 'active', timeZone: 'UTC' });
    expect(fetch).toHaveBeenCalled();
  });

  it('checks charity amounts before sending them, saying what is wrong at the field', async () => {
    const sent: unknown[] = [];
    renderAdmin(<AdminDialog open onClose={() => undefined} tournamentId={mine.id} />, {
      user: ann,
      routes: [
        [...listRoute],
        [
          'PATCH',
          /charity-raised$/,
          (body) => {
            sent.push(body);
            return fakeResponse(200, { ...mine, charityRaised: 2600, milestonesCrossed: [2500] });
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Charity' }));
    const raised = await screen.findByLabelText('Amount Raised ($)');
    expect((raised as HTMLInputElement).value).toBe('1250.50');
    await retype(raised, '12.345');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(document.getElementById('charity-charityRaised-hint')?.textContent).toBe('Please enter a valid amount raised');
    expect(raised.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await retype(raised, '2600');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    await screen.findByText('Charity raised amount updated successfully!');
    screen.getByText('Milestone reached: $2,500 raised!');
    expect(sent).toEqual([{ charityRaised: '2600' }]);
  });

  it('opens the tournament of a landing link followed while open (Clone for Next Year lands on the new event)', async () => {
    const nextYear = sampleTournament({ id: id(3), name: 'Ann Charity Open II', canManage: true, adminUserId: 'uid-ann', date: '2027-06-01' });
    function Landing() {
      const [opening, setOpening] = useState(id(1));
      return (
        <>
          <button type="button" onClick={() => setOpening(id(3))}>
            Follow the link
          </button>
          <AdminPage tournamentId={opening} />
        </>
      );
    }
    renderAdmin(<Landing />, { user: ann, routes: [['GET', /^\/api\/tournaments\?/, json(200, [mine, nextYear])]] });
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Administration' });
    const shown = () => within(dialog).getByLabelText<HTMLSelectElement>('Tournament', { selector: 'select' }).selectedOptions[0]?.textContent;
    await within(dialog).findByText('Ann Charity Open', { selector: 'dd' });
    expect(shown()).toBe('Ann Charity Open');
    fireEvent.click(screen.getByRole('button', { name: 'Follow the link', hidden: true }));
    await within(dialog).findByText('Ann Charity Open II', { selector: 'dd' });
    expect(shown()).toBe('Ann Charity Open II');
  });

  it('opens the Contests tab of the chosen tournament when first picked', async () => {
    renderAdmin(<AdminDialog open onClose={() => undefined} />, {
      user: ann,
      routes: [[...listRoute], ['GET', /\/contests$/, json(200, [])], ['GET', /\/skins$/, json(404, { statusCode: 404, error: 'Not Found', message: 'none' })]],
    });
    await user.click(await screen.findByRole('tab', { name: 'Contests' }));
    await screen.findByRole('heading', { name: 'Contest holes' });
  });
});
