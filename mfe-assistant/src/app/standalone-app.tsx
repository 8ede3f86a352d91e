import { FairwayProviders, PageHeading, StandaloneFrame } from '@fairway/ui';
import { QueryClient } from '@tanstack/react-query';
import { ChatWidget } from '../remote-entry';
import styles from './standalone-app.module.css';

const queryClient = new QueryClient();

/** The Golf Assistant on its own (no shell), as it sits in the corner of every page. */
export function StandaloneApp() {
  return (
    <FairwayProviders queryClient={queryClient}>
      <StandaloneFrame area="Golf Assistant">
        <PageHeading title="Golf Assistant" subtitle="The chat widget of every Fairway Fund page, running on its own." />
        <div className={styles.corner}>
          <ChatWidget pageContext="home" />
        </div>
      </StandaloneFrame>
    </FairwayProviders>
  );
}
