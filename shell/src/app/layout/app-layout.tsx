import { Toaster } from '@fairway/ui/toast';
import { Outlet, useLocation } from '@fairway/ui/router';
import { usePageViews } from '../../features/analytics/use-page-views';
import { SignInDialogHost } from '../../features/auth/sign-in-dialog-host';
import { BottomTabBar } from '../../features/navigation/bottom-tab-bar';
import { TopNav } from '../../features/navigation/top-nav';
import { AssistantLauncher } from '../../features/assistant/assistant-launcher';
import { pageContextOf } from './page-context';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  usePageViews();
  return (
    <div className={styles.app}>
      <TopNav />
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
