import { useMemo } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { api } from '../../../../../shared/api-paths';
import { adminMessages } from '../../../../../shared/messages/admin';
import { fieldErrorsOf } from '../../../../../shared/schemas/input';
import { MAX_GENERATION, type FamilyMember } from '../../../../../shared/schemas/family-member';
import {
  familyMemberInputSchema,
  type FamilyMemberValues,
} from '../../../../../shared/schemas/family-member-input';
import { paths } from '../../../../config/paths';
import { AdminFormScreen } from '../../shell/components/admin-screen';
import { EntityFormView, FormCard, fieldsFor } from '../../shell/components/fields';
import { QueryState } from '../../shell/components/query-state';
import { failureMessage } from '../../shell/failure-message';
import { useEntityForm } from '../../shell/hooks/use-entity-form';
import { formDraftKey } from '../../shell/hooks/use-form-draft';
import { useFamilyMember } from '../api/get-family-member';
import { useFamilyMembers } from '../api/get-family-members';
import { useSaveFamilyMember } from '../api/save-family-member';
import {
  emptyMemberForm,
  formValuesToInput,
  generationChoices,
  memberToFormValues,
  motherChoices,
  parentChoices,
  spouseChoices,
  type MemberFormValues,
} from '../member-form-values';

const m = adminMessages.members;
const Field = fieldsFor<MemberFormValues>();
const f = m.fields;
const genderChoices = [
  ['male', f.male],
  ['female', f.female],
  ['', f.noGender],
] as const;

const asOptions = (members: readonly FamilyMember[]) =>
  members.map((member) => ({ value: String(member.id), label: member.name }));

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

interface FamilyMemberFormProps {
  /** null: a new member. */
  member: FamilyMember | null;
  members: readonly FamilyMember[];
}

/** Add or edit one member (SPEC §2, §5); back to the list after saving. */
function FamilyMemberForm({ member, members }: FamilyMemberFormProps) {
  const selfId = member?.id ?? null;
  const { mutateAsync } = useSaveFamilyMember(selfId);
  const entity = useEntityForm({
    idPrefix: 'member',
    draftKey: formDraftKey('family-member', selfId),
    initialValues: member ? memberToFormValues(member) : emptyMemberForm,
    resolver: memberResolver,
    save: mutateAsync,
    savedMessage: (saved) => saved.message || (selfId === null ? m.created : m.updated),
    failureMessage: (error) => failureMessage(error, m.saveError),
    // SPEC §2: after saving, back to the list.
    afterSave: { navigateTo: paths.admin.familyMembers },
    invalidSummary: m.nameAndGenerationRequired,
  });
  const { control, getValues, setValue, clearErrors, register } = entity.form;

  const fatherText = useWatch({ control, name: 'parent' });
  const fatherId = fatherText === '' ? null : Number(fatherText);
  const parents = useMemo(() => asOptions(parentChoices(members, selfId)), [members, selfId]);
  const mothers = useMemo(
    () => asOptions(motherChoices(members, selfId, fatherId)),
    [members, selfId, fatherId],
  );
  const spouses = useMemo(() => asOptions(spouseChoices(members, selfId)), [members, selfId]);
  const generations = useMemo(
    () => generationChoices(members).map((generation) => ({ value: generation, label: generation })),
    [members],
  );

  /** A child is one generation below its father; filled in only while the generation is empty. */
  function suggestGeneration(parentId: string) {
    const parent = members.find((candidate) => String(candidate.id) === parentId);
    if (parent && getValues('generation') === '' && parent.generation < MAX_GENERATION) {
      setValue('generation', String(parent.generation + 1), { shouldDirty: true });
      clearErrors('generation');
    }
  }

  return (
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
        <Field.Select
          name="parent"
          label={f.parent}
          emptyOption={f.noParent}
          options={parents}
          onChanged={suggestGeneration}
        />
        <Field.Select name="mother_id" label={f.mother} emptyOption={f.noMother} options={mothers} />
        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 font-semibold text-slate-800">{f.gender}</legend>
          <div className="flex flex-wrap gap-4">
            {genderChoices.map(([value, label]) => (
              <label key={value || 'none'} className="flex items-center gap-2">
                <input
                  {...register('gender')}
                  type="radio"
                  value={value}
                  className="size-4 accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Field.Select name="spouse_id" label={f.spouse} emptyOption={f.noSpouse} options={spouses} />
        <Field.Text name="birth" label={f.birth} placeholder={f.birthPlaceholder} />
        <Field.Text name="death" label={f.death} />
        <Field.Text name="role" label={f.role} className="md:col-span-2" />
        <Field.Image
          name="image"
          label={f.image}
          uploadPath={api.admin.familyMembers.upload}
          className="md:col-span-2"
        />
        <Field.Text name="bio" label={f.bio} rows={5} className="md:col-span-2" />
      </FormCard>
    </EntityFormView>
  );
}

/** /admin/family-members/new and /edit/:id: everyone (for the selects) and, when editing, the member. */
export function FamilyMemberScreen({ memberId }: { memberId: number | null }) {
  const list = useFamilyMembers();
  const single = useFamilyMember(memberId);
  const editing = memberId !== null;
  return (
    <AdminFormScreen
      title={editing ? m.editTitle : m.addTitle}
      query={list}
      loadError={m.loadError}
      backTo={paths.admin.familyMembers}
    >
      {(members) =>
        members &&
        (editing ? (
          // SPEC §8: 'could not load the member's data', also for an id that does not exist.
          <QueryState query={single} errorMessage={m.loadMemberError}>
            {(member) => <FamilyMemberForm key={member.id} member={member} members={members} />}
          </QueryState>
        ) : (
          <FamilyMemberForm member={null} members={members} />
        ))
      }
    </AdminFormScreen>
  );
}
