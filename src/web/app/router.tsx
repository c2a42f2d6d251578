import { createBrowserRouter, type RouteObject } from 'react-router';
import HomeRoute from './routes/home';
import NotFoundRoute from './routes/not-found';
import PublicLayout from './routes/public-layout';
import RouteError from './routes/route-error';

// Code-split routes: public pages never download the admin area, and the entry holds only the
// shell and home, so the first page a visitor opens stays small (issue #3, performance).
const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});
const admin = lazyRoute;

const publicPages = {
  history: () => import('./routes/history'),
  familyTree: () => import('./routes/family-tree'),
  notablePeople: () => import('./routes/notable-people'),
  news: () => import('./routes/news'),
  newsDetail: () => import('./routes/news-detail'),
  diwan: () => import('./routes/diwan'),
};

/**
 * Fetches the other public pages right after the first one is shown, so a later click never
 * waits for code, and a visitor who loses the connection still gets each page's own error state
 * (with retry) rather than a failed chunk.
 */
export function prefetchPublicPages(): void {
  for (const load of Object.values(publicPages)) void load().catch(() => undefined);
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'history', ...lazyRoute(publicPages.history) },
      { path: 'family-tree', ...lazyRoute(publicPages.familyTree) },
      { path: 'notable-people', ...lazyRoute(publicPages.notablePeople) },
      { path: 'news', ...lazyRoute(publicPages.news) },
      { path: 'news/:id', ...lazyRoute(publicPages.newsDetail) },
      { path: 'diwan', ...lazyRoute(publicPages.diwan) },
      { path: '*', Component: NotFoundRoute },
    ],
  },
  {
    path: '/admin/login',
    ErrorBoundary: RouteError,
    ...admin(() => import('./routes/admin/login')),
  },
  {
    path: '/admin',
    ErrorBoundary: RouteError,
    ...admin(() => import('./routes/admin/admin-layout')),
    children: [
      { index: true, ...admin(() => import('./routes/admin/dashboard')) },
      { path: 'news', ...admin(() => import('./routes/admin/news-list')) },
      { path: 'news/add', ...admin(() => import('./routes/admin/news-form')) },
      { path: 'news/edit/:id', ...admin(() => import('./routes/admin/news-form')) },
      { path: 'notable-people', ...admin(() => import('./routes/admin/notable-people-list')) },
      { path: 'notable-people/add', ...admin(() => import('./routes/admin/notable-people-form')) },
      { path: 'notable-people/edit/:id', ...admin(() => import('./routes/admin/notable-people-form')) },
      { path: 'diwan', ...admin(() => import('./routes/admin/diwan')) },
      { path: 'change-password', ...admin(() => import('./routes/admin/change-password')) },
      { path: 'db-seed', ...admin(() => import('./routes/admin/db-seed')) },
      { path: 'family-members', ...admin(() => import('./routes/admin/family-members-list')) },
      { path: 'family-members/new', ...admin(() => import('./routes/admin/family-member-form')) },
      { path: 'family-members/edit/:id', ...admin(() => import('./routes/admin/family-member-form')) },
      { path: 'site-settings', ...admin(() => import('./routes/admin/site-settings')) },
      { path: 'messages', ...admin(() => import('./routes/admin/messages')) },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);
