import { jest } from '@jest/globals';
import { registerServiceWorker, serviceWorkerUrl } from './register-service-worker';

function fakeServiceWorkerContainer(controller: object | null = null, { installing = true } = {}) {
  const active = { postMessage: jest.fn() };
  const installingWorker = { postMessage: jest.fn() };
  const container = {
    register: jest.fn(async () => (installing ? { installing: installingWorker } : {})),
    ready: Promise.resolve({ active }),
    controller,
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, active, installingWorker };
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

  const firstVisit = {
    type: 'cache-urls',
    page: window.location.href,
    urls: [`${window.location.origin}/main.1a2b3c4d.js`],
  };

  it('registers /sw.js and hands this first visit’s page to the worker while it installs', async () => {
    const { container, active, installingWorker } = fakeServiceWorkerContainer();
    registerServiceWorker(true);
    await settle();
    expect(container.register).toHaveBeenCalledWith(serviceWorkerUrl);
    expect(installingWorker.postMessage).toHaveBeenCalledWith(firstVisit);
    expect(active.postMessage).not.toHaveBeenCalled();
  });

  it('hands the page to the active worker when it had already installed', async () => {
    const { active } = fakeServiceWorkerContainer(null, { installing: false });
    registerServiceWorker(true);
    await settle();
    expect(active.postMessage).toHaveBeenCalledWith(firstVisit);
  });

  it('sends nothing when the worker already controls the page (it caches as files arrive)', async () => {
    const { active, installingWorker } = fakeServiceWorkerContainer({});
    registerServiceWorker(true);
    await settle();
    expect(active.postMessage).not.toHaveBeenCalled();
    expect(installingWorker.postMessage).not.toHaveBeenCalled();
  });
});
