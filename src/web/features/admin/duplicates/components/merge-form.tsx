import { useId, useMemo, useState, type ReactNode } from 'react';
import { duplicatesAdminMessages as m } from '#shared/messages/duplicates-admin.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import { mergeFields, type MergeField } from '#shared/schemas/member-merge-input.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useMergeMembers, useMergeParents } from '../api/duplicates-api';
import { defaultChoices, differingFields, mergeBody, type MergeChoices } from '../merge-fields';
import { FieldValue } from './field-value';

/** What the screen keeps of a merge made: to say so and to undo it. */
export interface MergeMade {
  mergeId: number;
  survivor: MemberListRow;
  absorbed: MemberListRow;
  message: string;
}

const optionClass =
  'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

/** One radio of a choice, its label holding what it chooses. */
function Option(props: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChange}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1">{props.children}</span>
    </label>
  );
}

/** «الفرد الذي يبقى»: each member by its nasab, years, number and children. */
function SurvivorChoice(props: {
  rows: readonly MemberListRow[];
  survivorId: number;
  onChange: (id: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold text-brand-900">{m.survivorLegend}</legend>
      <p className="text-sm text-slate-600">{m.survivorHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {props.rows.map((row) => (
          <Option
            key={row.id}
            name={name}
            checked={props.survivorId === row.id}
            onChange={() => props.onChange(row.id)}
          >
            <span className="block font-bold break-words">{row.nasab}</span>
            <span className="block text-sm text-slate-600">
              {row.years && (
                <>
                  <bdi>{row.years}</bdi>
                  {' · '}
                </>
              )}
              {m.children(row.children)} · <bdi>{m.memberNumber(row.id)}</bdi>
            </span>
          </Option>
        ))}
      </div>
    </fieldset>
  );
}

/** One field the two members differ in: whose value it keeps. */
function FieldChoice(props: {
  field: MergeField;
  survivor: MemberListRow;
  absorbed: MemberListRow;
  chosen: number;
  onChoose: (id: number) => void;
  nasabOf: (id: number) => string | undefined;
}) {
  const name = useId();
  const { field, survivor, absorbed } = props;
  return (
    <fieldset className="space-y-2 border-t border-slate-100 pt-4">
      <legend className="font-bold text-slate-900">{m.fields[field]}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {[
          { row: survivor, label: m.fromSurvivor },
          { row: absorbed, label: m.fromAbsorbed },
        ].map(({ row, label }) => (
          <Option
            key={row.id}
            name={name}
            checked={props.chosen === row.id}
            onChange={() => props.onChoose(row.id)}
          >
            <span className="block text-sm text-slate-600">{label}</span>
            <span className="block">
              <FieldValue row={row} field={field} nasabOf={props.nasabOf} />
            </span>
          </Option>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The two members side by side: which one stays, then each field they differ in with a radio per
 * member; the merge asks for a confirmation and sends the versions the screen was read at.
 */
export function MergeForm({
  rows,
  onMerged,
}: {
  rows: readonly [MemberListRow, MemberListRow];
  onMerged: (made: MergeMade) => void;
}) {
  const [survivorId, setSurvivorId] = useState(rows[0].id);
  const [choices, setChoices] = useState<MergeChoices>(() => defaultChoices(rows[0], rows[1]));
  const [asking, setAsking] = useState(false);
  const merge = useMergeMembers();
  const survivor = rows.find((row) => row.id === survivorId) ?? rows[0];
  const absorbed = rows.find((row) => row.id !== survivor.id)!;
  const fields = differingFields(survivor, absorbed);
  const parentIds = useMemo(
    () => [...new Set(rows.flatMap((row) => [row.parent, row.mother_id]).filter((id) => id !== null))],
    [rows],
  );
  const parents = useMergeParents(parentIds);
  const nasabOf = (id: number) => parents.data?.find((row) => row.id === id)?.nasab;

  async function confirmed() {
    try {
      const answer = await merge.mutateAsync(mergeBody(survivor, absorbed, choices));
      onMerged({ mergeId: answer.data.merge_id, survivor, absorbed, message: answer.message });
    } catch {
      // Shown below from the mutation's error.
    }
  }

  const error =
    merge.error && !isSessionEnded(merge.error) ? failureMessage(merge.error, m.mergeFailed) : null;
  return (
    <form
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <SurvivorChoice rows={rows} survivorId={survivor.id} onChange={setSurvivorId} />
      <section aria-labelledby="merge-fields" className="space-y-4">
        <h2 id="merge-fields" className="text-lg font-bold text-brand-900">
          {m.fieldsLegend}
        </h2>
        {fields.length === 0 && <p className="text-slate-600">{m.noDifferences}</p>}
        {fields.map((field) => (
          <FieldChoice
            key={field}
            field={field}
            survivor={survivor}
            absorbed={absorbed}
            chosen={choices[field] ?? survivor.id}
            onChoose={(id) => setChoices((current) => ({ ...current, [field]: id }))}
            nasabOf={nasabOf}
          />
        ))}
        <p className="text-sm text-slate-600">{m.sameFields(mergeFields.length - fields.length)}</p>
      </section>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <Button type="submit" variant="danger" size="compact" className="min-h-11" disabled={merge.isPending}>
        {merge.isPending ? m.merging : m.mergeButton}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.confirmTitle(absorbed, survivor)}
        description={m.confirmDescription}
        confirmLabel={m.confirmLabel}
        onConfirm={() => void confirmed()}
      />
    </form>
  );
}
