import { isRouteErrorResponse, useRouteError } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { ErrorState } from '#web/components/ui/status-message.tsx';
import { isCodeLoadFailure } from '#web/lib/code-load-failure.ts';

/** A router failure shows this page, never a blank screen (docs/product.md#messages). */
export default function RouteError() {
  const error = useRouteError();
  if (isCodeLoadFailure(error)) {
    // The page's code did not arrive: a connection's failure, said as every screen says it. The
    // router keeps a failed import and so does the browser, so trying again loads the page anew
    // (with a newer version's files, if that is why the old ones were gone).
    return (
      <main className="flex min-h-screen items-center justify-center p-8">
        <ErrorState message={commonMessages.connectionError} onRetry={() => window.location.reload()} />
      </main>
    );
  }
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
