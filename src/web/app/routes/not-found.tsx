import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const location = useLocation();
  useEffect(() => {
    // SPEC §2: the bad path is logged.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p lang="en" dir="ltr" className="text-xl text-slate-600">
        {messages.notFound.text}
      </p>
      <Link to={paths.home} className="text-brand-600 underline">
        {messages.notFound.backHome}
      </Link>
    </main>
  );
}
