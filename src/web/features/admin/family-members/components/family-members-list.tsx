import { EyeOff, Loader2, Plus, Search, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminMessages } from '#shared/messages/admin.ts';
import { DEFAULT_MEMBERS_PER_PAGE } from '#shared/schemas/member-list-input.ts';
import type { MemberListResponse, MemberListRow } from '#shared/schemas/member-list.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { inputClassName } from '#web/features/admin/shell/components/form-field.tsx';
import { ItemActions } from '#web/features/admin/shell/components/item-actions.tsx';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { useAdminAccess } from '#web/features/admin/shell/hooks/use-admin-access.ts';
import { EmptyMessage, QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { useDeleteAction } from '#web/features/admin/shell/hooks/use-delete-action.tsx';
import { PageButtons } from '#web/features/admin/shell/components/page-buttons.tsx';
import { useDeleteFamilyMember, useMemberList } from '../api/family-members-api';
import { relativePrefills } from '../member-form-values';
import { AddRelativeLinks } from './add-relative-links';

const m = adminMessages.members;

/** Long enough to let a name be typed, short enough to feel like the list follows the typing. */
const SEARCH_DEBOUNCE_MS = 250;

const headerCell = 'px-2 py-3 font-semibold whitespace-nowrap sm:px-4';

/** `?page=` as a page number: anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * The search and the page live in the URL, so a refresh, a step back from a member's
 * form or a shared link shows the same rows. The box follows the URL when it changes by navigation;
 * what is typed reaches the URL after a pause, without a history entry per keystroke.
 */
function useListLocation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = pageFrom(searchParams.get('page'));
  // A branch editor's «أفراد فرعك» (decision 022); meaningless, and ignored by the server, for others.
  const inBranch = searchParams.get('branch') === '1';
  // The box answers the click at once; the URL (a transition) follows, and wins when it changes.
  const [boxChecked, setBoxChecked] = useState(inBranch);
  const [urlInBranch, setUrlInBranch] = useState(inBranch);
  if (inBranch !== urlInBranch) {
    setUrlInBranch(inBranch);
    setBoxChecked(inBranch);
  }
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // What this box last sent to the URL: when it lands, the box may already hold more letters.
  const [sentQ, setSentQ] = useState<string | null>(null);
  if (q !== shownQ) {
    setShownQ(q);
    setSentQ(null);
    if (q !== sentQ) setDraft(q);
  }

  useEffect(() => {
    if (draft.trim() === q.trim()) return;
    const timer = setTimeout(() => {
      setSentQ(draft.trim() ? draft : '');
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (draft.trim()) next.set('q', draft);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, setSearchParams]);

  const goToPage = (target: number, options: { replace?: boolean } = {}) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      return next;
    }, options);

  const setInBranch = (on: boolean) => {
    setBoxChecked(on);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('branch', '1');
        else next.delete('branch');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  return { q: q.trim(), page, draft, setDraft, goToPage, inBranch, boxChecked, setInBranch };
}

/** «إضافة ابن/ابنة/زوجة» open under the member's row: a phone's row has no room for three links. */
function RelativesToggle({
  member,
  open,
  controls,
  onToggle,
}: {
  member: MemberListRow;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={m.relativesOf(member.name)}
      title={m.relatives}
      className={`rounded-lg p-2 text-brand-700 hover:bg-brand-50 ${open ? 'bg-brand-50' : ''}`}
    >
      <UserPlus className="size-5" aria-hidden="true" />
    </button>
  );
}

interface MembersTableProps {
  list: MemberListResponse;
  /** Where a new page takes the reader (and the keyboard's focus). */
  topRef: RefObject<HTMLDivElement | null>;
  updating: boolean;
  isDeleting: (member: MemberListRow) => boolean;
  onDelete: (member: MemberListRow) => void;
}

function MembersTable({ list, topRef, updating, isDeleting, onDelete }: MembersTableProps) {
  const idPrefix = useId();
  const [openRelatives, setOpenRelatives] = useState<number | null>(null);
  // A branch editor adds relatives inside the branch, and children to its chosen member.
  const { branch } = useAdminAccess();
  return (
    <div
      ref={topRef}
      tabIndex={-1}
      className={`scroll-mt-20 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm transition-opacity focus:outline-none ${updating ? 'opacity-60' : ''}`}
    >
      <table className="w-full text-start" aria-busy={updating}>
        <caption className="sr-only">{m.tableCaption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className={`${headerCell} text-start`}>
              {m.columns.name}
            </th>
            <th scope="col" className={`${headerCell} hidden w-px text-start sm:table-cell`}>
              {m.columns.years}
            </th>
            <th scope="col" className={`${headerCell} w-px text-center`}>
              {m.columns.generation}
            </th>
            <th scope="col" className={`${headerCell} w-px text-end`}>
              {m.columns.actions}
            </th>
          </tr>
        </thead>
        {list.data.map((member) => {
          const relativesId = `${idPrefix}-relatives-${member.id}`;
          const hasRelatives =
            (member.editable || member.id === branch?.id) && relativePrefills(member).length > 0;
          const open = hasRelatives && openRelatives === member.id;
          const nasab = member.nasab !== member.name ? member.nasab : '';
          return (
            // One tbody per member keeps its row and its relatives' row together.
            <tbody key={member.id} className="border-t border-slate-100 first-of-type:border-t-0">
              <tr className="align-middle" aria-busy={isDeleting(member)}>
                <td className="px-3 py-3 sm:px-4">
                  <span className="block font-semibold text-slate-900">
                    <span>{member.name}</span>
                    {member.public_visibility !== 'public' && (
                      <span
                        className="ms-2 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-800 ring-1 ring-amber-200"
                        title={m.publicBadgeTitle[member.public_visibility]}
                      >
                        <EyeOff aria-hidden="true" className="size-3.5" />
                        {m.publicBadge[member.public_visibility]}
                        <span className="sr-only">: {m.publicBadgeTitle[member.public_visibility]}</span>
                      </span>
                    )}
                  </span>
                  {nasab && <span className="block text-sm text-slate-500">{nasab}</span>}
                  {member.years && (
                    <span className="block text-sm text-slate-500 sm:hidden">
                      <bdi dir="rtl">{member.years}</bdi>
                    </span>
                  )}
                </td>
                <td className="hidden px-2 py-3 whitespace-nowrap text-slate-700 sm:table-cell sm:px-4">
                  {/* Birth first, on the right, like the tree's life spans. */}
                  <bdi dir="rtl">{member.years || '—'}</bdi>
                </td>
                <td className="px-2 py-3 text-center whitespace-nowrap text-slate-700 sm:px-4">
                  <bdi>{member.generation}</bdi>
                </td>
                <td className="px-1 py-3 sm:px-4">
                  <div className="flex justify-end gap-1">
                    {hasRelatives && (
                      <RelativesToggle
                        member={member}
                        open={open}
                        controls={relativesId}
                        onToggle={() => setOpenRelatives(open ? null : member.id)}
                      />
                    )}
                    {/* Outside a branch editor's branch: read-only (the server refuses it too). */}
                    {member.editable && (
                      <ItemActions
                        editTo={paths.admin.familyMembersEdit(member.id)}
                        editLabel={m.editItem(member.name)}
                        deleteLabel={m.deleteItem(member.name)}
                        deleting={isDeleting(member)}
                        onDelete={() => onDelete(member)}
                      />
                    )}
                  </div>
                </td>
              </tr>
              {hasRelatives && (
                <tr id={relativesId} hidden={!open}>
                  <td colSpan={4} className="bg-slate-50 px-3 py-3 sm:px-4">
                    {open && <AddRelativeLinks member={member} />}
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

/** The search box, a branch editor's «فرعي فقط», and how many members the list holds. */
function MembersToolbar({
  search,
  onSearch,
  branchBox,
  count,
  fetching,
}: {
  search: string;
  onSearch: (text: string) => void;
  /** Only for a branch editor. */
  branchBox: { checked: boolean; onChange: (checked: boolean) => void } | null;
  /** «N فرداً», or none while nothing is known or nobody is found. */
  count: string | null;
  fetching: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="relative w-full max-w-sm">
        <label htmlFor="members-search" className="sr-only">
          {m.searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="members-search"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={m.listSearchPlaceholder}
          autoComplete="off"
          className={`${inputClassName} ps-9`}
        />
      </div>
      {branchBox && (
        <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={branchBox.checked}
            onChange={(event) => branchBox.onChange(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          {branchMessages.onlyMyBranch}
        </label>
      )}
      {/* Always there, so a screen reader hears each new count as the search narrows. */}
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        {count !== null && (
          <>
            {fetching && (
              <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            )}
            {count}
          </>
        )}
      </p>
    </div>
  );
}

/**
 * /admin/family-members: the table of docs/product.md#admin-family-members (name, birth, generation, actions)
 * and the add link, one page at a time, searched on the server, with each member's nasab and years.
 */
export function FamilyMembersList() {
  const { q, page, draft, setDraft, goToPage, inBranch, boxChecked, setInBranch } = useListLocation();
  const { role, branch } = useAdminAccess();
  const branchEditor = role === 'branch_editor';
  const onlyBranch = branchEditor && inBranch;
  const query = useMemberList({
    q,
    page: String(page),
    per_page: String(DEFAULT_MEMBERS_PER_PAGE),
    in_branch: onlyBranch ? '1' : undefined,
  });
  const { mutateAsync } = useDeleteFamilyMember();
  // A 409 (the member still has children) comes with the server's reason under the toast's title.
  const remove = useDeleteAction({
    remove: mutateAsync,
    nameOf: (member: MemberListRow) => member.name,
    text: m,
  });

  const tableTop = useRef<HTMLDivElement>(null);
  // The buttons are under the table: the next page is read from its top, and the focus goes there
  // too (the button pressed may now be disabled).
  const turnPage = (target: number) => {
    goToPage(target);
    tableTop.current?.scrollIntoView({ block: 'start' });
    tableTop.current?.focus({ preventScroll: true });
  };

  const list = query.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.per_page)) : 1;
  // A page that no longer exists (the last member of the last page deleted, an old link): the last one.
  const pastTheEnd = list !== undefined && !query.isPlaceholderData && list.total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) goToPage(pages, { replace: true });
  }, [pastTheEnd, pages, goToPage]);

  return (
    <AdminScreen
      title={m.title}
      width="wide"
      actions={
        <Link to={paths.admin.familyMembersNew} className={buttonClassName({ size: 'compact' })}>
          <Plus className="size-4" aria-hidden="true" />
          {m.add}
        </Link>
      }
    >
      {branchEditor && branch && (
        <AlertBanner tone="info">{branchMessages.listNote(branch.name)}</AlertBanner>
      )}
      <MembersToolbar
        search={draft}
        onSearch={setDraft}
        branchBox={branchEditor ? { checked: boxChecked, onChange: setInBranch } : null}
        count={list && list.total > 0 ? (q ? m.totalMatches(list.total) : m.totalMembers(list.total)) : null}
        fetching={query.isFetching}
      />
      <QueryState query={query} loadingLabel={m.loading} errorMessage={m.loadError}>
        {(loaded) =>
          loaded.total === 0 ? (
            <div role="status">
              <EmptyMessage>
                {q ? m.noMatches : onlyBranch ? branchMessages.emptyBranch : m.empty}
              </EmptyMessage>
            </div>
          ) : (
            <>
              <MembersTable
                list={loaded}
                topRef={tableTop}
                updating={query.isPlaceholderData}
                isDeleting={remove.isDeleting}
                onDelete={remove.requestDelete}
              />
              <PageButtons
                page={Math.min(page, pages)}
                pages={pages}
                onPage={turnPage}
                label={m.pagination}
              />
            </>
          )
        }
      </QueryState>
      {remove.confirmDialog}
    </AdminScreen>
  );
}
