import { type RouteObject, useRoutes } from '@fairway/ui/router';
import { AppLayout } from './layout/app-layout';
import { appRoutes } from './routes/app-routes';
import { RouteElement } from './routes/route-element';

const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    children: appRoutes.map((route) => ({ path: route.path, element: <RouteElement route={route} /> })),
  },
];

export function AppRouter() {
  return useRoutes(routeObjects);
}
