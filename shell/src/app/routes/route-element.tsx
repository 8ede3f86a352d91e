import { useEffect } from 'react';
import { useParams, useSearchParams } from '@fairway/ui/router';
import type { AppRoute } from './app-routes';

export function RouteElement({ route }: { route: AppRoute }) {
  const params = useParams();
  const [search] = useSearchParams();
  useEffect(() => {
    document.title = `${route.title} · Fairway Fund`;
  }, [route.title]);
  return route.render({ params, search });
}
