import { jest } from '@jest/globals';
import { registerServiceWorker, serviceWorkerUrl } from './register-service-worker';

function fakeServiceWorkerContainer(controller: object | null = null) {
  const active = { postMessage: jest.fn() };
  const container = {
    register: jest.fn(async () => ({})),
    ready: Promise.resolve({ active }),
    controller,
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, active };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  beforeAll(() => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver ??= class {
      observe() {}
    };
    const loaded = [{ name: `${window.location.origin}/main.1a2b3c4d.js` }, { name: 'https://fonts.example.com/font.woff2' }];
    Object.assign(performance, { getEntriesByType: () => loaded });
  });

  it('registers nothing outside production builds', async () => {
    const { container } = fakeServiceWorkerContainer();
    registerServiceWorker(false);
    await settle();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers /sw.js and hands it this first visit’s page to cache', async () => {
    const { container, active } = fakeServiceWorkerContainer();
    registerServiceWorker(true);
    await settle();
    expect(container.register).toHaveBeenCalledWith(serviceWorkerUrl);
    expect(active.postMessage).toHaveBeenCalledWith({
      type: 'cache-urls',
      page: window.location.href,
      urls: [`${window.location.origin}/main.1a2b3c4d.js`],
    });
  });

  it('sends nothing when the worker already controls the page (it caches as files arrive)', async () => {
    const { active } = fakeServiceWorkerContainer({});
    registerServiceWorker(true);
    await settle();
    expect(active.postMessage).not.toHaveBeenCalled();
  });
});
