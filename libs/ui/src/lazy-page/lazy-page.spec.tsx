import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, loadExposedPage } from './lazy-page';

function Page({ name }: { name: string }) {
  return <p>page for {name}</p>;
}

describe('lazyPage', () => {
  it('renders as a lazy component, importing the page once however it is asked for', async () => {
    const importPage = jest.fn(async () => Page);
    const Lazy = lazyPage(importPage);
    expect(await Lazy.load()).toBe(Page);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Ann" />
      </Suspense>,
    );
    expect(await screen.findByText('page for Ann')).not.toBeNull();
    expect(importPage).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after a failure', async () => {
    const importPage = jest.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce(Page);
    const Lazy = lazyPage(importPage);
    await expect(Lazy.load()).rejects.toThrow('chunk 404');
    expect(await Lazy.load()).toBe(Page);
  });
});

describe('loadExposedPage', () => {
  it('loads a lazy page and passes any other component through', async () => {
    expect(await loadExposedPage(lazyPage(async () => Page))).toBe(Page);
    expect(await loadExposedPage(Page)).toBe(Page);
  });
});
