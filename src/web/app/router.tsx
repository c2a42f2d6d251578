import { createBrowserRouter, type RouteObject } from 'react-router';
import DiwanRoute from './routes/diwan';
import FamilyTreeRoute from './routes/family-tree';
import HistoryRoute from './routes/history';
import HomeRoute from './routes/home';
import NewsRoute from './routes/news';
import NewsDetailRoute from './routes/news-detail';
import NotFoundRoute from './routes/not-found';
import NotablePeopleRoute from './routes/notable-people';
import PublicLayout from './routes/public-layout';
import RouteError from './routes/route-error';

// The admin area is code-split: public pages never download it (issue #3, performance).
const admin = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'history', Component: HistoryRoute },
      { path: 'family-tree', Component: FamilyTreeRoute },
      { path: 'notable-people', Component: NotablePeopleRoute },
      { path: 'news', Component: NewsRoute },
      { path: 'news/:id', Component: NewsDetailRoute },
      { path: 'diwan', Component: DiwanRoute },
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
