import { AuthProvider } from '@fairway/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { MemoryRouter } from '../router';

interface RemoteEntryContract {
  /** Federation name, which every exposed root carries as `data-remote`. */
  remote: string;
  /** `exposes` of the remote's module-federation.config.js. */
  exposes: Record<string, string>;
  /** The remote's remote-entry module. */
  entry: Record<string, unknown>;
  /** Props to render each exposed component with, as a host would pass them. */
  sampleProps: Record<string, object>;
}

// Generous waits: the first render of a lazy page compiles its chunk, slow on a loaded 2-core CI machine.
function waitForRoot(container: HTMLElement, page: string): Promise<Element> {
  return waitFor(
    () => {
      const root = container.querySelector(`[data-page="${page}"]`);
      if (!root) throw new Error(`no element with data-page="${page}"`);
      return root;
    },
    { timeout: 15_000 },
  );
}

/** The contract every remote keeps with the shell: one export per expose, each rendering a marked root. */
export function describeRemoteEntry({ remote, exposes, entry, sampleProps }: RemoteEntryContract): void {
  const exposedNames = Object.keys(exposes).map((expose) => expose.replace(/^\.\//, ''));

  describe(`${remote} remote entry`, () => {
    it('exports exactly one component per expose of module-federation.config.js', () => {
      expect(Object.keys(entry).sort()).toEqual([...exposedNames].sort());
      expect(Object.keys(sampleProps).sort()).toEqual([...exposedNames].sort());
    });

    it.each(exposedNames)(
      `%s renders its root marked data-remote="${remote}"`,
      async (name) => {
        const Exposed = entry[name] as ComponentType<object> | undefined;
        if (!Exposed) throw new Error(`remote-entry has no export ${name}`);
        // As the shell hosts them: signed out, with a query client; the API does not answer here.
        const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        const { container } = render(
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <MemoryRouter>
                <Suspense fallback={null}>
                  <Exposed {...sampleProps[name]} />
                </Suspense>
              </MemoryRouter>
            </AuthProvider>
          </QueryClientProvider>,
        );
        const root = await waitForRoot(container, name);
        expect(root.getAttribute('data-remote')).toBe(remote);
      },
      20_000,
    );
  });
}
