import { Toaster } from '@fairway/ui/toast';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '@fairway/ui/router';
import { usePageViews } from '../../features/analytics/hooks/use-page-views';
import { AccountControl } from '../../features/auth/components/account-control';
import { SignInDialogHost } from '../../features/auth/components/sign-in-dialog-host';
import { BottomTabBar } from '../../features/navigation/components/bottom-tab-bar';
import { TopNav } from '../../features/navigation/components/top-nav';
import { AssistantLauncher } from '../../features/assistant/components/assistant-launcher';
import { isTrialAddress } from '../../features/trial-address/model/trial-address';
import { pageContextOf } from './page-context';
import styles from './app-layout.module.css';

// Only a plain-HTTP network address (trying the product) shows the line: its code and texts load only there.
const TrialAddressBanner = lazy(() =>
  import('../../features/trial-address/components/trial-address-banner').then((module) => ({ default: module.TrialAddressBanner })),
);

export function AppLayout() {
  const { pathname } = useLocation();
  usePageViews();
  return (
    <div className={styles.app}>
      <TopNav account={<AccountControl />} />
      {isTrialAddress(window.location) && (
        <Suspense fallback={null}>
          <TrialAddressBanner />
        </Suspense>
      )}
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>Fairway Fund · Golf for good</footer>
      <BottomTabBar />
      <aside className={styles.assistant} aria-label="Golf Assistant">
        <AssistantLauncher pageContext={pageContextOf(pathname)} />
      </aside>
      <Toaster />
      <SignInDialogHost />
    </div>
  );
}
