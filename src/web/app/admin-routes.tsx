import type { RouteObject } from 'react-router';
import NotFoundRoute from './routes/not-found';
import RouteError from './routes/route-error';
import { LoadingState } from '../components/ui/status-message';
import { page, type RouteModule } from './routes';

const adminPages = import.meta.glob<RouteModule>('./routes/admin/*.tsx');
const adminPage = (name: string) => page(adminPages, `./routes/admin/${name}.tsx`);

/** The admin area's screens: the path under /admin, and the page module that draws it. */
const adminScreens: [path: string | null, page: string][] = [
  [null, 'dashboard'],
  ['news', 'news-list'],
  ['news/add', 'news-form'],
  ['news/edit/:id', 'news-form'],
  ['news/preview/:id', 'news-preview'],
  ['occasions', 'occasions-list'],
  ['occasions/add', 'occasion-form'],
  ['occasions/edit/:id', 'occasion-form'],
  ['notable-people', 'notable-people-list'],
  ['notable-people/add', 'notable-people-form'],
  ['notable-people/edit/:id', 'notable-people-form'],
  ['places', 'places-list'],
  ['places/add', 'place-form'],
  ['places/edit/:id', 'place-form'],
  ['sources', 'sources-list'],
  ['sources/add', 'source-form'],
  ['sources/edit/:id', 'source-form'],
  ['diwan', 'diwan'],
  ['history', 'history'],
  ['history/timeline/add', 'history-entry-form'],
  ['history/timeline/edit/:id', 'history-entry-form'],
  ['history/blocks/add', 'history-block-form'],
  ['history/blocks/edit/:id', 'history-block-form'],
  ['change-password', 'change-password'],
  ['db-seed', 'db-seed'],
  ['import', 'import-export'],
  ['family-members', 'family-members-list'],
  ['family-members/new', 'family-member-form'],
  ['family-members/edit/:id', 'family-member-form'],
  ['duplicates', 'duplicates'],
  ['duplicates/merge', 'duplicates-merge'],
  ['site-settings', 'site-settings'],
  ['messages', 'messages'],
  ['suggestions', 'suggestions'],
  ['users', 'users'],
  ['audit', 'audit'],
  ['two-factor', 'two-factor'],
  ['backup', 'backup'],
  ['relatives', 'relatives'],
];

/** The admin area: its sign-in, and its screens inside the admin frame. */
export function adminRoutes(): RouteObject[] {
  return [
    {
      path: '/admin/login',
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingState,
      ...adminPage('login'),
    },
    {
      path: '/admin',
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingState,
      ...adminPage('admin-layout'),
      children: [
        ...adminScreens.map(([path, name]) =>
          path === null ? { index: true, ...adminPage(name) } : { path, ...adminPage(name) },
        ),
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ];
}
