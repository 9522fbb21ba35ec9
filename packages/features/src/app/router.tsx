import {
  Component,
  Suspense,
  useLayoutEffect,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from './page';
import { EnvNotice } from './env-notice';
import { routeCandidates } from './route-candidates';
import { NotFoundScreen, RouteErrorScreen } from './route-error';

/** Scroll offsets of the visited history entries, by location key (this tab's session). */
const scrollPositions = new Map<string, number>();

/**
 * What react-router's data-router `ScrollRestoration` did, for the component router: a new entry
 * starts at the top (or at its `#hash` target, which the browser finds), back / forward returns
 * to where the entry was left. Offsets are recorded on scroll, so a shorter next screen cannot
 * clip the one being left.
 */
function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const key = location.key;
    if (navigationType === 'POP') window.scrollTo(0, scrollPositions.get(key) ?? 0);
    else if (!location.hash) window.scrollTo(0, 0);
    const save = () => scrollPositions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key, location.hash, navigationType]);
}

interface BoundaryProps {
  /** The path shown; a new path clears a caught error. */
  path: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  path: string;
}

/**
 * The route error boundary: a screen that failed to load (a lazy chunk lost offline) or threw
 * while rendering shows {@link RouteErrorScreen}; going to another path tries again.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, path: this.props.path };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('route error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.path === state.path ? null : { error: null, path: props.path };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorScreen /> : this.props.children;
  }
}

/**
 * The root layout: the environment notice ({@link EnvNotice}), scroll memory, the route error
 * boundary and a loading fallback around the matched screen. Screens show their own loading state while their chunk comes (`area.tsx`, not
 * React.lazy); the Suspense boundary is for a component under a screen that suspends.
 */
function RootLayout() {
  useScrollMemory();
  const { pathname } = useLocation();
  return (
    <>
      <EnvNotice />
      <RouteErrorBoundary path={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * Wraps the composed area routes in the app frame: the root layout (error boundary, loading
 * fallback, scroll memory) and the not-found screen. The frame knows no area (home is an area
 * like any other, composed by the apps). The result works with the component router
 * ({@link createAppRouter}) and with react-router's data routers (tests use `createMemoryRouter`).
 */
export function withAppFrame(routes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      children: [...routes, { path: '*', element: <NotFoundScreen /> }],
    },
  ];
}

/** The router the apps render at their root ({@link createAppRouter}). */
export interface AppRouter {
  /** The router element over the framed routes (AppRoot renders it). */
  readonly element: ReactElement;
  /**
   * Navigates from outside the screens (a host's request, the app-only dialog's 去下载);
   * a no-op before the router first rendered.
   */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The path + query shown (tests, hosts). */
  location(): string;
}

/**
 * The app's router over the framed routes: react-router's component router (`BrowserRouter` +
 * `useRoutes`) — not the data router, whose state machine (loaders, actions, fetchers) the app
 * does not use and which was a third of the first chunk. A screen whose chunk is not
 * there yet shows the frame's loading fallback under its address.
 */
export function createAppRouter(routes: RouteObject[]): AppRouter {
  return routerOver(routes, (children) => (
    // No transitions: the address and the screen change together (the next screen's loading
    // fallback shows at once), as with the data router, which changed the address only once the
    // chunk was there. In a transition the screen being left would stay, still taking input,
    // under the new address.
    <BrowserRouter useTransitions={false}>{children}</BrowserRouter>
  ));
}

/**
 * {@link createAppRouter} in memory, starting at `initialEntries` (tests; a separate function so
 * the app's bundle has no memory history).
 */
export function createMemoryAppRouter(routes: RouteObject[], initialEntries: string[]): AppRouter {
  return routerOver(
    routes,
    (children) => (
      <MemoryRouter initialEntries={initialEntries} useTransitions={false}>
        {children}
      </MemoryRouter>
    ),
    initialEntries[0],
  );
}

function routerOver(
  routes: RouteObject[],
  router: (children: ReactNode) => ReactElement,
  start = '',
): AppRouter {
  // the framed table of each candidate set (route-candidates.ts: same match, less work)
  const framedFor = new Map<RouteObject[], RouteObject[]>();
  let navigateFn: NavigateFunction | null = null;
  let current = start;

  function FramedRoutes() {
    const navigate = useNavigate();
    const location = useLocation();
    useLayoutEffect(() => {
      navigateFn = navigate;
      current = location.pathname + location.search;
    }, [navigate, location]);
    const candidates = routeCandidates(routes, location.pathname);
    let framed = framedFor.get(candidates);
    if (!framed) {
      framed = withAppFrame(candidates);
      framedFor.set(candidates, framed);
    }
    return useRoutes(framed);
  }

  return {
    element: router(<FramedRoutes />),
    navigate: (to, navigateOptions) => void navigateFn?.(to, navigateOptions),
    location: () => current,
  };
}
