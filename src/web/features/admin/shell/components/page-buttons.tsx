import { ChevronLeft, ChevronRight } from 'lucide-react';
import { adminMessages } from '#shared/messages/admin.ts';
import { Button } from '#web/components/ui/button.tsx';

const m = adminMessages.shell.pages;

interface PageButtonsProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers: «صفحات الأفراد». */
  label: string;
}

/** «السابقة · صفحة 2 من 40 · التالية» under an admin list paged on the server. */
export function PageButtons({ page, pages, onPage, label }: PageButtonsProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        variant="neutral"
        size="compact"
        className="min-h-11 ps-2.5"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {/* Right-to-left: the previous page lies to the right, so these arrows are not mirrored. */}
        <ChevronRight className="size-5" aria-hidden="true" />
        {m.previous}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {m.pageOf(page, pages)}
      </p>
      <Button
        variant="neutral"
        size="compact"
        className="min-h-11 pe-2.5"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {m.next}
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
    </nav>
  );
}
