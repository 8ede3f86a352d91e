// The router API of every front end, shared by Module Federation as one singleton so the shell's router
// context reaches the pages of remotes. A facade rather than sharing react-router itself: a shared package is
// never tree-shaken, and all of react-router is about 62 KiB gzipped where this subset is about 14.
// Add an export here when a front end needs more of the router; importing react-router directly fails the build.
export {
  BrowserRouter,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, Params, RouteObject } from 'react-router';
