import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NativeSelect } from './native-select';

const user = userEvent.setup();
const holes = [1, 2, 3].map((hole) => ({ value: hole, label: `Hole ${hole}` }));

describe('NativeSelect', () => {
  it('shows the chosen option and hands back the value in its own type', async () => {
    const onChange = jest.fn();
    render(<NativeSelect aria-label="Starting Hole" value={2} options={holes} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Starting Hole' });
    expect(select.selectedOptions[0]?.textContent).toBe('Hole 2');
    await user.selectOptions(select, screen.getByRole<HTMLOptionElement>('option', { name: 'Hole 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows the placeholder, not choosable, while nothing is chosen', () => {
    render(<NativeSelect aria-label="Team" placeholder="Team" value={undefined} options={[{ value: 'a', label: 'Aces' }]} onChange={() => undefined} />);
    const placeholder = screen.getByRole<HTMLOptionElement>('option', { name: 'Team' });
    expect(placeholder.selected).toBe(true);
    expect(placeholder.disabled).toBe(true);
  });
});
