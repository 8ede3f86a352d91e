import { useLocation } from '@fairway/ui/router';
import { useEffect } from 'react';
import { analytics } from '../model/analytics';

/** Reports a page_view to analytics for every route the user lands on. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The route's own effect has set the title by now: children's effects run before their parents'.
    analytics.track('page_view', { path: `${pathname}${search}`, title: document.title });
  }, [pathname, search]);
}
