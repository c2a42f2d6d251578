import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages } from '../../../../../shared/messages';
import { AlertBanner } from '../../shell/components/alert-banner';
import { secondaryButtonClassName } from '../../shell/components/form-field';
import { useAdminFormAuth } from '../../shell/use-admin-session';
import { useFamilyMember } from '../api/get-family-member';
import { useFamilyMembers } from '../api/get-family-members';
import { FamilyMemberForm } from './family-member-form';

const m = messages.adminMembers;

function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <AlertBanner
      tone="error"
      actions={
        <button type="button" className={secondaryButtonClassName} onClick={onRetry}>
          {messages.common.retry}
        </button>
      }
    >
      {text}
    </AlertBanner>
  );
}

/** /admin/family-members/new and /edit/:id: the member (when editing) and everyone, for the selects. */
export function FamilyMemberScreen({ memberId }: { memberId: number | null }) {
  useAdminFormAuth(messages.adminShell.nav.familyTree);
  const list = useFamilyMembers();
  const single = useFamilyMember(memberId);
  const editing = memberId !== null;

  let body: ReactNode;
  if (editing && single.isError) {
    // SPEC §8: 'could not load the member's data' (also for an id that does not exist).
    body = <LoadError text={m.loadMemberError} onRetry={() => void single.refetch()} />;
  } else if (list.isError) {
    body = <LoadError text={m.loadError} onRetry={() => void list.refetch()} />;
  } else if (list.isPending || (editing && single.isPending)) {
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {messages.common.loading}
      </p>
    );
  } else {
    body = (
      <FamilyMemberForm
        key={memberId ?? 'new'}
        member={editing ? (single.data ?? null) : null}
        members={list.data}
      />
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">{editing ? m.editTitle : m.addTitle}</h1>
      {body}
    </div>
  );
}
