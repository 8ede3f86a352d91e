import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a remote's standalone app into the page's #root (each remote's bootstrap when run on its own). */
export function mountStandaloneApp(App: ComponentType, container = document.getElementById('root')): void {
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
