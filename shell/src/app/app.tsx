import { FairwayProviders } from '@fairway/ui';
import { BrowserRouter } from '@fairway/ui/router';
import { QueryClient } from '@tanstack/react-query';
import { AppRouter } from './router';

const queryClient = new QueryClient();

export function App() {
  return (
    <FairwayProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
    </FairwayProviders>
  );
}
