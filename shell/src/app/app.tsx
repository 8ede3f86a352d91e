import { createQueryClient, setAuthTokenProvider } from '@fairway/api-client';
import { idTokenProvider } from '@fairway/auth';
import { FairwayProviders } from '@fairway/ui';
import { BrowserRouter } from '@fairway/ui/router';
import { env } from '../env';
import { beaconSink, configureAnalytics } from '../features/analytics/model/analytics';
import { registerServiceWorker } from '../features/pwa/model/register-service-worker';
import { RefreshOnUserChange } from './refresh-on-user-change';
import { AppRouter } from './router';

const queryClient = createQueryClient();
// Every API request of the shell and the remotes carries the signed-in user's fresh ID token.
setAuthTokenProvider(idTokenProvider);
configureAnalytics(env.analyticsUrl ? beaconSink(env.analyticsUrl) : undefined);
registerServiceWorker(env.serviceWorker);

export function App() {
  return (
    <FairwayProviders queryClient={queryClient}>
      <RefreshOnUserChange />
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
    </FairwayProviders>
  );
}
