import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { SectionTabs } from './section-tabs';

const user = userEvent.setup();

const sections = ['Tournament', 'Pre-Register', 'Check-In'].map((label) => ({ key: label.toLowerCase(), label, children: <p>{label} panel</p> }));

function Harness() {
  const [active, setActive] = useState('tournament');
  return <SectionTabs label="Manage" sections={sections} active={active} onChange={setActive} />;
}

describe('SectionTabs', () => {
  it('shows only the chosen panel, labelled by its tab', async () => {
    render(<Harness />);
    screen.getByRole('tablist', { name: 'Manage' });
    expect(screen.getByRole('tabpanel', { name: 'Tournament' }).textContent).toBe('Tournament panel');
    await user.click(screen.getByRole('tab', { name: 'Check-In' }));
    expect(screen.getByRole('tab', { name: 'Check-In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Check-In' }).textContent).toBe('Check-In panel');
    expect(screen.queryByText('Tournament panel')).toBeNull();
  });

  it('moves with the arrow keys, Home and End, wrapping round, and keeps one tab in the tab order', async () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.tab();
    expect(document.activeElement).toBe(tab('Tournament'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Check-In'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Tournament'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Check-In panel');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Tournament panel');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });
});
