import { AuthProvider } from '@fairway/auth';
import { MemoryRouter } from '@fairway/ui/router';
import { render, waitFor } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import federation from '../module-federation.config.js';
import * as remoteEntry from './remote-entry';

// Props to render each exposed component with, as a host would pass them.
const sampleProps: Record<string, object> = {
  ChatWidget: { pageContext: 'scorecard' },
};

const exposedNames = Object.keys(federation.exposes).map((expose) => expose.replace(/^\.\//, ''));

describe('assistant remote entry', () => {
  it('exports exactly one component per expose of module-federation.config.js', () => {
    expect(Object.keys(remoteEntry).sort()).toEqual([...exposedNames].sort());
    expect(Object.keys(sampleProps).sort()).toEqual([...exposedNames].sort());
  });

  it.each(exposedNames)('%s renders its root marked data-remote="assistant"', async (name) => {
    const Exposed = (remoteEntry as Record<string, ComponentType<object>>)[name];
    if (!Exposed) throw new Error(`remote-entry has no export ${name}`);
    const { container } = render(
      <AuthProvider>
        <MemoryRouter>
          <Suspense fallback={null}>
            <Exposed {...sampleProps[name]} />
          </Suspense>
        </MemoryRouter>
      </AuthProvider>,
    );
    const root = await waitForRoot(container, name);
    expect(root.getAttribute('data-remote')).toBe('assistant');
  });
});

function waitForRoot(container: HTMLElement, page: string): Promise<Element> {
  return waitFor(
    () => {
      const root = container.querySelector(`[data-page="${page}"]`);
      if (!root) throw new Error(`no element with data-page="${page}"`);
      return root;
    },
    { timeout: 5000 },
  );
}
