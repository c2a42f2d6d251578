import { isRouteErrorResponse, useRouteError } from 'react-router';
import { publicMessages } from '#shared/messages/public.ts';

/** A router failure shows this page, never a blank screen (docs/product.md#messages). */
export default function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 lang="en" dir="ltr" className="text-2xl font-bold">
        {publicMessages.notFound.routerError}
      </h1>
      {detail ? (
        <p dir="ltr" className="text-slate-600">
          {detail}
        </p>
      ) : null}
      <a href="/" className="text-brand-600 underline">
        {publicMessages.notFound.backHome}
      </a>
    </main>
  );
}
