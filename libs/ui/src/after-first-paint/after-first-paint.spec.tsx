import { act, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first render and shows them once a frame has been painted', async () => {
    render(
      <>
        <p>Board</p>
        <AfterFirstPaint>
          <p>Donor wall</p>
        </AfterFirstPaint>
      </>,
    );
    screen.getByText('Board');
    expect(screen.queryByText('Donor wall')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    screen.getByText('Donor wall');
  });
});
