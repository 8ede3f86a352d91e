import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SectionTabs } from './section-tabs';

const sections = ['Tournament', 'Pre-Register', 'Check-In'].map((label) => ({ key: label.toLowerCase(), label, children: <p>{label} panel</p> }));

function Harness() {
  const [active, setActive] = useState('tournament');
  return <SectionTabs label="Manage" sections={sections} active={active} onChange={setActive} />;
}

describe('SectionTabs', () => {
  it('shows only the chosen panel, labelled by its tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Manage' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Tournament' }).textContent).toBe('Tournament panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Check-In' }));
    expect(screen.getByRole('tab', { name: 'Check-In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Check-In' }).textContent).toBe('Check-In panel');
    expect(screen.queryByText('Tournament panel')).toBeNull();
  });

  it('moves with the arrow keys, Home and End, wrapping round, and keeps one tab in the tab order', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('Tournament'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Check-In'));
    fireEvent.keyDown(tab('Check-In'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Tournament'));
    fireEvent.keyDown(tab('Tournament'), { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Check-In panel');
    fireEvent.keyDown(tab('Check-In'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Tournament panel');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });
});
