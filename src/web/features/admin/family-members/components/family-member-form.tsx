import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { api } from '../../../../../shared/api-paths';
import { adminMessages } from '../../../../../shared/messages/admin';
import { branchMessages } from '../../../../../shared/messages/branch-editor';
import { historyAdminMessages } from '../../../../../shared/messages/history-admin';
import { memberVisibilities, type FamilyMember } from '../../../../../shared/schemas/family-member';
import type { MemberListRow } from '../../../../../shared/schemas/member-list';
import {
  familyMemberInputSchema,
  type FamilyMemberValues,
} from '../../../../../shared/schemas/family-member-input';
import { fieldErrorsOf } from '../../../../../shared/schemas/input';
import { paths } from '../../../../config/paths';
import { AdminScreen } from '../../shell/components/admin-screen';
import { AlertBanner } from '../../shell/components/alert-banner';
import { EntityFormView, FormCard, fieldsFor } from '../../shell/components/fields';
import { fieldErrorId } from '../../shell/components/form-field';
import { QueryState } from '../../shell/components/query-state';
import { failureMessage } from '../../shell/failure-message';
import { useAdminAccess } from '../../shell/hooks/use-admin-access';
import { useEntityForm, type VersionedRecord } from '../../shell/hooks/use-entity-form';
import { formDraftKey, readDraft } from '../../shell/hooks/use-form-draft';
import { useFamilyMember, useSaveFamilyMember } from '../api/family-members-api';
import {
  memberChoicesQueryOptions,
  useMemberChoiceSearch,
  type MemberChoices,
} from '../api/search-member-choices';
import {
  asMemberChoice,
  availableSpouses,
  formValuesToInput,
  generationBelow,
  generationChoices,
  linkedIds,
  memberToFormValues,
  orderMothers,
  parsePrefill,
  prefillFormValues,
  prefillIds,
  spouseGender,
  type MemberChoice,
  type MemberFormValues,
  type SpouseEntry,
} from '../member-form-values';
import { AddRelativeLinks } from './add-relative-links';
import { MemberLinkField } from './member-link-field';
import { SpouseListField } from './spouse-list-field';

const m = adminMessages.members;
const Field = fieldsFor<MemberFormValues>();
const f = m.fields;
const visibilityChoices = memberVisibilities.map((value) => ({
  value,
  label: f.visibilityChoices[value],
}));
const genderChoices = [
  ['male', f.male],
  ['female', f.female],
  ['', f.noGender],
] as const;

const linkedBy = (choices: MemberChoices) => new Map(choices.choices.map((choice) => [choice.id, choice]));

const marriageEnd = { widowed: f.marriageWidowed, divorced: f.marriageDivorced } as const;

/** The conflict dialog's words for the member's fields (decision 026): links by nasab, choices by label. */
const conflictText: Pick<VersionedRecord<MemberFormValues>, 'labels' | 'describe'> = {
  labels: { mother_id: f.mother, spouses: f.spouses, bio: f.bio, role: f.role, visibility: f.visibility },
  describe: (field, value) => {
    if (field === 'gender') return value === 'male' ? f.male : value === 'female' ? f.female : f.noGender;
    if (field === 'visibility') return f.visibilityChoices[value as keyof typeof f.visibilityChoices];
    if (field !== 'spouses' || !Array.isArray(value)) return undefined;
    const marriages = (value as SpouseEntry[]).flatMap(({ spouse, ended }) => {
      if (!spouse) return [];
      const who = spouse.nasab || spouse.name;
      return [ended ? `${who} (${marriageEnd[ended]})` : who];
    });
    return marriages.length > 0 ? marriages.join('، ') : f.noMarriages;
  },
};

/** The shared schema checks the body the form would send; its messages land under the fields. */
const memberResolver: Resolver<MemberFormValues, unknown, FamilyMemberValues> = async (values) => {
  const result = familyMemberInputSchema.safeParse(formValuesToInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(fieldErrorsOf(result.error)).map(([name, message]) => [
      name,
      { type: 'validation', message },
    ]),
  );
  return { values: {}, errors };
};

/**
 * A change handed to the form from elsewhere (issue #11: «تطبيق» a suggested correction): text
 * laid over the stored values as unsaved edits, a note saying where it comes from, and what to do
 * once the member is saved. The route brings it; this feature knows nothing of suggestions.
 */
export interface MemberFormChange {
  values: Partial<Pick<MemberFormValues, 'name' | 'birth' | 'death' | 'bio'>>;
  note: ReactNode;
  /** Its own draft: an unfinished change never fills in an ordinary edit of the member. */
  draftKey: string;
  /**
   * Runs after the save, before leaving the form; answers the banner's text, or undefined for the
   * usual one. It must not throw: the member is saved whatever happens to it.
   */
  afterSave: () => Promise<string | undefined>;
  /** Where the form returns after the save. */
  returnTo: string;
}

interface FamilyMemberFormProps {
  /** null: a new member. */
  member: MemberListRow | null;
  initialValues: MemberFormValues;
  draftKey: string;
  /** The family's deepest generation when the form opened; searches may report a deeper one. */
  deepestGeneration: number;
  change?: MemberFormChange;
}

/**
 * Add or edit one member (SPEC §2, §5); back to the list after saving. The father, mother and
 * spouses are searched on the server (issue #9): the form never loads the whole family.
 */
function FamilyMemberForm({
  member,
  initialValues,
  draftKey,
  deepestGeneration,
  change,
}: FamilyMemberFormProps) {
  const selfId = member?.id ?? null;
  const { mutateAsync } = useSaveFamilyMember(selfId);
  const queryClient = useQueryClient();
  const entity = useEntityForm({
    idPrefix: 'member',
    draftKey,
    initialValues,
    resolver: memberResolver,
    save: async (values) => {
      const saved = await mutateAsync(values);
      const message = await change?.afterSave();
      return message ? { ...saved, message } : saved;
    },
    savedMessage: (saved) => saved.message || (selfId === null ? m.created : m.updated),
    failureMessage: (error) => failureMessage(error, m.saveError),
    // SPEC §2: after saving, back to the list (or to where the change came from).
    afterSave: { navigateTo: change?.returnTo ?? paths.admin.familyMembers },
    invalidSummary: m.nameAndGenerationRequired,
    // Decision 026: a stale tab is told, never moves a member back to his old father silently.
    versioned: member
      ? {
          version: member.version,
          // The current father, mother and spouses, looked up like the form's own links.
          toFormValues: async (current) => {
            const stored = current as FamilyMember;
            const choices = await queryClient.fetchQuery(memberChoicesQueryOptions(linkedIds(stored)));
            return memberToFormValues(stored, linkedBy(choices));
          },
          ...conflictText,
        }
      : undefined,
  });
  const { control, getValues, setValue, clearErrors, register } = entity.form;

  // The change as unsaved edits, once, before the first paint; a draft of it already kept
  // (the administrator came back to it) is what they typed since, and stays.
  useLayoutEffect(() => {
    if (!change || readDraft(draftKey)) return;
    for (const [name, value] of Object.entries(change.values)) {
      setValue(name as keyof typeof change.values, value, { shouldDirty: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form mounts
  }, []);

  const [deepest, setDeepest] = useState(deepestGeneration);
  const noteDepth = useCallback((answer: MemberChoices) => {
    setDeepest((known) => Math.max(known, answer.deepestGeneration));
    return answer.choices;
  }, []);

  const father = asMemberChoice(useWatch({ control, name: 'parent' }));
  const generation = useWatch({ control, name: 'generation' });
  const gender = useWatch({ control, name: 'gender' });
  const generations = useMemo(
    () =>
      generationChoices(deepest, generation, father ? generationBelow(father) : '').map((value) => ({
        value,
        label: value,
      })),
    [deepest, generation, father],
  );

  const members = useMemberChoiceSearch();
  // A branch editor's child must descend from the branch: only its members are offered as parents
  // (the father's wives are still suggested as mothers; the server decides either way).
  const inBranch = useAdminAccess().role === 'branch_editor';
  const searchFathers = (query: string, signal: AbortSignal) =>
    members.search({ q: query, gender: 'male', exclude: selfId, inBranch }, signal).then(noteDepth);
  const searchMothers = (query: string, signal: AbortSignal) =>
    members
      .search({ q: query, gender: 'female', exclude: selfId, inBranch }, signal)
      .then(noteDepth)
      .then((found) => orderMothers(found, father, selfId));
  // Before anything is typed, the mother field offers the chosen father's wives.
  const suggestMothers =
    father && father.spouseIds.length > 0
      ? (signal: AbortSignal) =>
          members
            .byIds(father.spouseIds, signal)
            .then((answer) => orderMothers(answer.choices, father, selfId))
      : undefined;
  const searchSpouses = (query: string, signal: AbortSignal, index: number) =>
    members
      .search({ q: query, gender: spouseGender(getValues('gender')), exclude: selfId }, signal)
      .then(noteDepth)
      .then((found) => availableSpouses(found, getValues(), index, selfId));

  /** A child is one generation below its father (or mother); filled in only while the generation is empty. */
  function suggestGeneration(elder: MemberChoice | null) {
    if (!elder || getValues('generation') !== '') return;
    const below = generationBelow(elder);
    if (!below) return;
    setValue('generation', below, { shouldDirty: true });
    clearErrors('generation');
  }

  const genderError = entity.fieldError('gender');
  const genderErrorId = fieldErrorId(entity.inputId('gender'));

  return (
    <div className="space-y-6">
      {change?.note}
      {member && <AddRelativeLinks member={member} />}
      <EntityFormView entity={entity} cancelTo={paths.admin.familyMembers}>
        <FormCard columns>
          <Field.Text name="name" label={f.name} required />
          <Field.Select
            name="generation"
            label={f.generation}
            required
            emptyOption={f.chooseGeneration}
            options={generations}
          />
          <Controller
            control={control}
            name="parent"
            render={({ field }) => (
              <MemberLinkField
                id={entity.inputId('parent')}
                label={f.parent}
                value={asMemberChoice(field.value)}
                onChange={(choice) => {
                  field.onChange(choice);
                  entity.onFieldEdited('parent');
                  suggestGeneration(choice);
                }}
                search={searchFathers}
                clearLabel={f.clearFather}
                error={entity.fieldError('parent')}
                inputRef={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name="mother_id"
            render={({ field }) => (
              <MemberLinkField
                id={entity.inputId('mother_id')}
                label={f.mother}
                value={asMemberChoice(field.value)}
                onChange={(choice) => {
                  field.onChange(choice);
                  entity.onFieldEdited('mother_id');
                  if (!getValues('parent')) suggestGeneration(choice);
                }}
                search={searchMothers}
                suggest={suggestMothers}
                clearLabel={f.clearMother}
                error={entity.fieldError('mother_id')}
                inputRef={field.ref}
              />
            )}
          />
          <Field.Text name="birth" label={f.birth} placeholder={f.birthPlaceholder} />
          <Field.Text name="death" label={f.death} />
          <fieldset
            className="space-y-1.5 md:col-span-2"
            aria-describedby={genderError ? genderErrorId : undefined}
          >
            <legend className="mb-1.5 font-semibold text-slate-800">{f.gender}</legend>
            <div className="flex flex-wrap gap-4">
              {genderChoices.map(([value, label]) => (
                <label key={value || 'none'} className="flex min-h-11 items-center gap-2">
                  <input
                    {...register('gender', { onChange: () => entity.onFieldEdited('gender') })}
                    type="radio"
                    value={value}
                    className="size-4 accent-brand-600"
                  />
                  {label}
                </label>
              ))}
            </div>
            {genderError && (
              <p id={genderErrorId} className="text-sm font-semibold text-red-700">
                {genderError}
              </p>
            )}
          </fieldset>
          <SpouseListField
            control={control}
            idPrefix={entity.inputId('spouses')}
            gender={gender}
            search={searchSpouses}
            error={entity.fieldError('spouses')}
            onEdited={() => entity.onFieldEdited('spouses')}
          />
          <Field.Text name="role" label={f.role} className="md:col-span-2" />
          <Field.Image
            name="image"
            label={f.image}
            uploadPath={api.admin.familyMembers.upload}
            className="md:col-span-2"
          />
          <Field.Text name="bio" label={f.bio} rows={5} className="md:col-span-2" />
          <Field.Text
            name="highlights"
            label={historyAdminMessages.memberHighlights.label}
            hint={historyAdminMessages.memberHighlights.hint}
            rows={4}
            className="md:col-span-2"
          />
          <Field.Select
            name="visibility"
            label={f.visibility}
            hint={
              member
                ? `${f.publicNow(f.visibilityChoices[member.public_visibility])}. ${f.visibilityHint}`
                : f.visibilityHint
            }
            options={visibilityChoices}
            className="md:col-span-2"
          />
        </FormCard>
      </EntityFormView>
    </div>
  );
}

/**
 * /admin/family-members/new (with «إضافة ابن/ابنة/زوجة»'s `?parent=&mother=&spouse=&gender=`) and
 * /edit/:id: the member when editing, then the members it links to (one `list.php?ids=` request,
 * which also tells the family's depth); never the whole family.
 */
export function FamilyMemberScreen({
  memberId,
  change,
}: {
  memberId: number | null;
  /** Issue #11: a suggested correction being applied, brought by the route. */
  change?: MemberFormChange;
}) {
  const editing = memberId !== null;
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const prefill = useMemo(() => parsePrefill(searchParams), [searchParams]);
  const single = useFamilyMember(memberId);
  const ids = editing ? (single.data ? linkedIds(single.data) : null) : prefillIds(prefill);
  const links = useQuery({ ...memberChoicesQueryOptions(ids ?? []), enabled: ids !== null });

  // A prefilled form keeps a draft of its own: an unfinished son of one member never fills in another's.
  const newKey = search && Object.keys(prefill).length > 0 ? `new${search}` : null;

  return (
    <AdminScreen title={editing ? m.editTitle : m.addTitle} backTo={paths.admin.familyMembers}>
      {editing ? (
        // SPEC §8: 'could not load the member's data', also for an id that does not exist.
        <QueryState query={single} errorMessage={m.loadMemberError}>
          {(member) =>
            // Outside a branch editor's branch: read-only, so no form whose save would be refused.
            !member.editable ? (
              <AlertBanner tone="info">{branchMessages.readOnlyMember(member.name)}</AlertBanner>
            ) : (
              <QueryState query={links} errorMessage={m.loadMemberError}>
                {(choices) => (
                  <FamilyMemberForm
                    key={member.id}
                    member={member}
                    initialValues={memberToFormValues(member, linkedBy(choices))}
                    draftKey={change?.draftKey ?? formDraftKey('family-member', member.id)}
                    deepestGeneration={choices.deepestGeneration}
                    change={change}
                  />
                )}
              </QueryState>
            )
          }
        </QueryState>
      ) : (
        <QueryState query={links} errorMessage={m.loadError}>
          {(choices) => (
            <FamilyMemberForm
              key={search}
              member={null}
              initialValues={prefillFormValues(prefill, linkedBy(choices))}
              draftKey={formDraftKey('family-member', newKey)}
              deepestGeneration={choices.deepestGeneration}
            />
          )}
        </QueryState>
      )}
    </AdminScreen>
  );
}
