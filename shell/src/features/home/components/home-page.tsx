import { lazyPage } from '@fairway/ui/lazy-page';
import { Component, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { HomeLoading } from './home-loading';
import styles from './home-page.module.css';

// The home page is its own chunk: its widgets, QR encoder and response schemas stay off every other route
// (the /scorecard budget counts everything the shell loads up front).
const HomeView = lazyPage(() => import('./home-view').then((module) => module.HomeView));
let loadedHomeView: ComponentType | undefined;

/**
 * Fetches and runs the home chunk; once it has arrived the page renders it directly, without a Suspense
 * fallback (and the 300 ms React then holds the reveal back). The shell starts it before its first render.
 */
export async function loadHomePage(): Promise<void> {
  loadedHomeView = await HomeView.load();
}

class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.loadError} role="alert">
        <h1 className={styles.loadErrorTitle}>This page could not be loaded</h1>
        <p>Check your connection, then reload the page.</p>
        <button type="button" className="ff-pill-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}

export function HomePage() {
  // Chosen once: switching from the lazy view to the loaded one on a later render would mount the page again.
  const [Loaded] = useState(() => loadedHomeView);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<HomeLoading />}>{Loaded ? <Loaded /> : <HomeView />}</Suspense>
    </ChunkErrorBoundary>
  );
}
