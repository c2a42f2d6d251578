import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

// Rendered inside the public layout's <main> and the admin layout alike, so it brings no landmark of its own.
export default function NotFoundRoute() {
  const location = useLocation();
  useEffect(() => {
    // docs/product.md#not-found: the bad path is logged.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <>
      <PageTitle section={publicMessages.titles.notFound} />
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-4xl font-bold">
          <bdi>404</bdi>
        </h1>
        <p lang="en" dir="ltr" className="text-xl text-slate-600">
          {publicMessages.notFound.text}
        </p>
        <Link
          to={paths.home}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {publicMessages.notFound.backHome}
        </Link>
      </div>
    </>
  );
}
