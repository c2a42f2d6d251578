import { Copy, KeyRound, ShieldCheck, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { adminRoles, type AdminRole } from '#shared/auth/roles.ts';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { keepersAdminMessages } from '#shared/messages/keepers-admin.ts';
import { usersAdminMessages as m } from '#shared/messages/users-admin.ts';
import type { AdminUser } from '#shared/schemas/users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useAdminAccess } from '#web/features/admin/shell/hooks/use-admin-access.ts';
import { useBranchChoices, useChangeUser, useUsers, type UserChange } from '../api/users';

interface Branch {
  id: number;
  name: string;
}

/** «المستخدمون» (decision 022): the owner's keepers, their roles, and temporary passwords. */
export function UsersScreen() {
  const users = useUsers();
  const [adding, setAdding] = useState(false);
  const [temporary, setTemporary] = useState<{ username: string; password: string } | null>(null);
  return (
    <AdminScreen
      title={m.title}
      intro={m.intro}
      actions={
        !adding && (
          <Button size="compact" onClick={() => setAdding(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            {m.add}
          </Button>
        )
      }
    >
      {temporary && <TemporaryPassword {...temporary} onDone={() => setTemporary(null)} />}
      {adding && (
        <UserForm
          title={m.addTitle}
          onCancel={() => setAdding(false)}
          onSaved={(username, password) => {
            setAdding(false);
            if (password) setTemporary({ username, password });
          }}
        />
      )}
      <QueryState
        query={users}
        loadingLabel={m.title}
        errorMessage={(error) => failureMessage(error, m.loadError)}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.data.map((user) => (
              <UserCard key={user.id} user={user} onTemporary={setTemporary} />
            ))}
          </ul>
        )}
      </QueryState>
    </AdminScreen>
  );
}

/** Shown once, after a create or a reset: the owner gives it by hand. */
function TemporaryPassword({
  username,
  password,
  onDone,
}: {
  username: string;
  password: string;
  onDone: () => void;
}) {
  return (
    <section
      aria-labelledby="temporary-password-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="temporary-password-title" className="flex items-center gap-2 text-lg font-bold">
        <KeyRound className="size-5" aria-hidden="true" />
        {m.temporaryTitle}
      </h2>
      <p>{m.temporaryNote(username)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code
          dir="ltr"
          data-testid="temporary-password"
          className="rounded-lg border border-amber-300 bg-white px-4 py-2 font-mono text-lg select-all"
        >
          {password}
        </code>
        <Button
          variant="neutral"
          size="compact"
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => toast.success(m.copied));
          }}
        >
          <Copy className="size-4" aria-hidden="true" />
          {m.copy}
        </Button>
        <Button size="compact" onClick={onDone}>
          {m.done}
        </Button>
      </div>
    </section>
  );
}

type AskedAction = 'disable' | 'resetPassword' | 'resetTwoFactor';
type AccountAction = AskedAction | 'enable';

/** The confirmation's words for an action that cannot be taken back by a click. */
function confirmationOf(asking: AskedAction, username: string) {
  const label = m.actions[asking === 'resetPassword' ? 'reset' : asking];
  const description =
    asking === 'disable'
      ? m.confirmDisable(username)
      : asking === 'resetTwoFactor'
        ? m.confirmResetTwoFactor(username)
        : m.confirmReset(username);
  return { label, description };
}

/** The account's name, role and state at a glance, and its last sign-in. */
function UserSummary({ user }: { user: AdminUser }) {
  const { username: me } = useAdminAccess();
  const role =
    user.role === 'branch_editor' && user.branch
      ? keepersAdminMessages.branchBadge(user.branch.name)
      : keepersAdminMessages.role[user.role];
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-brand-900">
          <bdi dir="ltr">{user.username}</bdi>{' '}
          {user.username === me && <span className="text-sm">{m.you}</span>}
        </h2>
        <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-700">
          {role}
        </span>
        {user.disabled && (
          <span className="rounded-full bg-red-100 px-3 py-0.5 text-sm font-semibold text-red-800">
            {m.states.disabled}
          </span>
        )}
        {user.must_change_password && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm text-amber-900">
            {m.states.mustChange}
          </span>
        )}
        {user.two_factor && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-0.5 text-sm text-green-800">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {m.states.twoFactor}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {user.last_login_at ? m.lastLogin(formatKuwaitDateTime(user.last_login_at)) : m.neverLoggedIn}
      </p>
    </>
  );
}

/** «تعديل», enable or «تعطيل», a new temporary password, and the second factor's reset when it is on. */
function UserButtons({
  user,
  pending,
  onEdit,
  onAction,
}: {
  user: AdminUser;
  pending: boolean;
  onEdit: () => void;
  /** Enable at once; the others ask first. */
  onAction: (action: AccountAction) => void;
}) {
  const action = (kind: AccountAction, label: string) => (
    <Button variant="neutral" size="compact" disabled={pending} onClick={() => onAction(kind)}>
      {label}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="neutral" size="compact" onClick={onEdit}>
        {m.actions.edit}
      </Button>
      {user.disabled ? action('enable', m.actions.enable) : action('disable', m.actions.disable)}
      {action('resetPassword', m.actions.reset)}
      {user.two_factor && action('resetTwoFactor', m.actions.resetTwoFactor)}
    </div>
  );
}

function UserCard({
  user,
  onTemporary,
}: {
  user: AdminUser;
  onTemporary: (value: { username: string; password: string }) => void;
}) {
  const change = useChangeUser();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<AskedAction | null>(null);

  async function run(kind: AccountAction) {
    try {
      const saved = await change.mutateAsync({ kind, id: user.id });
      toast.success(saved.message);
      if (saved.temporary_password)
        onTemporary({ username: user.username, password: saved.temporary_password });
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.saveError));
    }
  }

  const confirmation = asking ? confirmationOf(asking, user.username) : null;
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <UserSummary user={user} />
      {editing ? (
        <UserForm
          title={m.actions.edit}
          user={user}
          onCancel={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : (
        <UserButtons
          user={user}
          pending={change.isPending}
          onEdit={() => setEditing(true)}
          onAction={(kind) => (kind === 'enable' ? void run(kind) : setAsking(kind))}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={confirmation?.label ?? ''}
        description={confirmation?.description ?? m.confirmReset(user.username)}
        confirmLabel={confirmation?.label ?? ''}
        onConfirm={() => {
          const kind = asking;
          setAsking(null);
          if (kind) void run(kind);
        }}
      />
    </li>
  );
}

/** The role, each with what it allows. */
function RoleChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AdminRole;
  onChange: (role: AdminRole) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{m.role}</legend>
      {adminRoles.map((option) => (
        <label
          key={option}
          className="grid grid-cols-[auto_1fr] items-start gap-x-2 rounded-lg border border-slate-200 p-3"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="row-span-2 mt-1"
          />
          <span className="font-semibold">{keepersAdminMessages.role[option]}</span>
          <span className="text-sm text-slate-600">{m.roleHints[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Create an account (username, role, branch), or change an account's role and branch. */
function UserForm({
  title,
  user,
  onCancel,
  onSaved,
}: {
  title: string;
  user?: AdminUser;
  onCancel: () => void;
  onSaved: (username: string, temporaryPassword?: string) => void;
}) {
  const id = useId();
  const change = useChangeUser();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>(user?.role ?? 'editor');
  const [branch, setBranch] = useState<Branch | null>(user?.branch ?? null);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { role, branch_member_id: role === 'branch_editor' ? (branch?.id ?? null) : null };
    const request: UserChange = user
      ? { kind: 'update', id: user.id, values }
      : { kind: 'create', values: { ...values, username } };
    try {
      const saved = await change.mutateAsync(request);
      setError(null);
      toast.success(saved.message);
      onSaved(saved.data.username, saved.temporary_password);
    } catch (caught) {
      if (isSessionEnded(caught)) return;
      setError({
        message: failureMessage(caught, m.saveError),
        fields: caught instanceof ApiError ? (caught.fields ?? {}) : {},
      });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      {error && <AlertBanner tone="error">{error.message}</AlertBanner>}
      {!user && (
        <div className="space-y-1">
          <label htmlFor={`${id}-username`} className="block font-semibold">
            {m.username}
          </label>
          <input
            id={`${id}-username`}
            dir="ltr"
            required
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-describedby={`${id}-username-hint`}
            aria-invalid={error?.fields.username ? true : undefined}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-start"
          />
          <p id={`${id}-username-hint`} className="text-sm text-slate-600">
            {error?.fields.username ?? m.usernameHint}
          </p>
        </div>
      )}
      <RoleChoice name={`${id}-role`} value={role} onChange={setRole} />
      {role === 'branch_editor' && (
        <BranchPicker value={branch} onChange={setBranch} error={error?.fields.branch_member_id} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="compact" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? m.creating : user ? m.save : m.create}
        </Button>
        <Button type="button" variant="neutral" size="compact" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The member the branch starts from, found by name (the admin's Arabic-normalised search). */
function BranchPicker({
  value,
  onChange,
  error,
}: {
  value: Branch | null;
  onChange: (branch: Branch) => void;
  error?: string;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const choices = useBranchChoices(q);
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{m.branch}</legend>
      {value && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-800">
          {keepersAdminMessages.branchBadge(value.name)}
        </p>
      )}
      <label htmlFor={`${id}-search`} className="block text-sm text-slate-700">
        {m.branchSearch}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        aria-invalid={error ? true : undefined}
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
      {choices.data && (
        <ul className="space-y-1">
          {choices.data.data.map((member) => (
            <li key={member.id}>
              <label className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-50">
                <input
                  type="radio"
                  name={`${id}-branch`}
                  checked={value?.id === member.id}
                  onChange={() => onChange({ id: member.id, name: member.nasab || member.name })}
                />
                <span>
                  {member.nasab || member.name}
                  {member.years && <span className="ms-2 text-sm text-slate-500">{member.years}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
