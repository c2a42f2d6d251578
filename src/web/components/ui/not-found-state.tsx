import { ArrowRight, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from './button';

/**
 * A page's not-found state (docs/product.md#messages): the heading, an optional line saying why, and the way
 * back to the section the visitor came for.
 */
export function NotFoundState({
  title,
  detail,
  backTo,
  backLabel,
}: {
  title: string;
  detail?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <SearchX aria-hidden className="size-14 text-slate-400" />
      <h1 className="text-3xl font-bold text-brand-700">{title}</h1>
      {detail && <p className="text-lg text-slate-600">{detail}</p>}
      <Link to={backTo} className={buttonClassName({ variant: 'outline' })}>
        <ArrowRight aria-hidden className="size-5" />
        {backLabel}
      </Link>
    </div>
  );
}
