import { type ComponentType, Suspense, useState } from 'react';
import { createLazyRemote, type LoadRemoteComponent } from './lazy-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback, type RemoteVariant } from './remote-fallback';
import { RemoteLoading } from './remote-loading';

export interface RemoteComponentOptions<P> {
  /** Human name of the area, as in "<area> is unavailable right now". */
  area: string;
  variant: RemoteVariant;
  load: LoadRemoteComponent<P>;
}

/**
 * A local component standing in for a remote one: loading state while the remote arrives, a fallback
 * card with Retry if it cannot be loaded or throws, and the remote component itself otherwise.
 */
export function lazyRemoteComponent<P extends object>({ area, variant, load }: RemoteComponentOptions<P>): ComponentType<P> & { preload(): Promise<void> } {
  const lazyRemote = createLazyRemote(load);

  function RemoteComponent(props: P) {
    const [attempt, setAttempt] = useState(0);
    const Remote = lazyRemote.component();
    const retry = () => {
      lazyRemote.invalidate();
      setAttempt((count) => count + 1);
    };
    return (
      <RemoteErrorBoundary key={attempt} area={area} fallback={() => <RemoteFallback area={area} variant={variant} onRetry={retry} />}>
        <Suspense fallback={<RemoteLoading area={area} variant={variant} />}>
          <Remote {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  RemoteComponent.displayName = `Remote(${area})`;
  return Object.assign(RemoteComponent, { preload: lazyRemote.preload });
}
