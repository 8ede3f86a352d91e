import { FairwayThemeProvider } from '../theme/fairway-theme-provider';
import { RemoteSurface, type RemoteSurfaceProps } from './remote-surface';

/**
 * RemoteSurface for pages built with antd: antd is not federated, so each remote themes its own copy.
 * Kept apart from RemoteSurface so pages without antd do not pay for its ConfigProvider (~40 KiB gzipped).
 */
export function ThemedRemoteSurface(props: RemoteSurfaceProps) {
  return (
    <FairwayThemeProvider>
      <RemoteSurface {...props} />
    </FairwayThemeProvider>
  );
}
