import '@fairway/ui/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadHomePage } from './features/home/components/home-page';
import { awaitFirstPage } from './features/preload/model/await-first-page';
import { preloadFederated } from './shared/components/federation';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void awaitFirstPage(window.location.pathname, preloadFederated, undefined, undefined, { '/': loadHomePage }).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
