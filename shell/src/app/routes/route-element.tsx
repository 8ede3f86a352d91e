import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from '@fairway/ui/router';
import { usePreloadNextPage } from '../../features/preload/hooks/use-preload-next-page';
import { remoteRegistry } from '../../shared/components/federation';
import type { AppRoute } from './app-routes';

export function RouteElement({ route }: { route: AppRoute }) {
  const params = useParams();
  const [search] = useSearchParams();
  usePreloadNextPage(useLocation().pathname, remoteRegistry);
  useEffect(() => {
    document.title = `${route.title} · Fairway Fund`;
  }, [route.title]);
  return route.render({ params, search });
}
