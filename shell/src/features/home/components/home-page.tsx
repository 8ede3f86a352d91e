import { Component, lazy, type ReactNode, Suspense } from 'react';
import { HomeLoading } from './home-loading';
import styles from './home-page.module.css';

// The home page is its own chunk: its widgets, QR encoder and response schemas stay off every other route
// (the /scorecard budget counts everything the shell loads up front).
const HomeView = lazy(() => import('./home-view').then((module) => ({ default: module.HomeView })));

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
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<HomeLoading />}>
        <HomeView />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
