import { ArrowRight, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../../../../../shared/api-paths';
import { messages } from '../../../../../shared/messages';
import { fieldErrorsOf } from '../../../../../shared/schemas/common';
import {
  MAX_GENERATION,
  MIN_GENERATION,
  familyMemberInputSchema,
  type FamilyMember,
  type FamilyMemberValues,
} from '../../../../../shared/schemas/family-member';
import { paths } from '../../../../config/paths';
import { AlertBanner } from '../../shell/components/alert-banner';
import {
  FormField,
  fieldAria,
  inputClassName,
  primaryButtonClassName,
  secondaryButtonClassName,
} from '../../shell/components/form-field';
import { ImageUploadField } from '../../shell/components/image-upload-field';
import { applyServerFieldErrors, failureMessage, useAdminSave } from '../../shell/hooks/use-admin-save';
import { formDraftKey, useFormDraft } from '../../shell/hooks/use-form-draft';
import { useUnsavedChangesPrompt } from '../../shell/hooks/use-unsaved-changes-prompt';
import { useSaveFamilyMember } from '../api/save-family-member';
import {
  emptyMemberForm,
  formValuesToInput,
  memberToFormValues,
  motherChoices,
  parentChoices,
  spouseChoices,
  type MemberFormValues,
} from '../member-form-values';

const m = messages.adminMembers;
const f = m.fields;
const fieldNames = Object.keys(emptyMemberForm) as (keyof MemberFormValues)[];
const generations = Array.from(
  { length: MAX_GENERATION - MIN_GENERATION + 1 },
  (_, index) => MIN_GENERATION + index,
);

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
export function FamilyMemberForm({ member, members }: FamilyMemberFormProps) {
  const selfId = member?.id ?? null;
  const navigate = useNavigate();
  const form = useForm<MemberFormValues, unknown, FamilyMemberValues>({
    resolver: memberResolver,
    defaultValues: member ? memberToFormValues(member) : emptyMemberForm,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    setError,
    setValue,
    getValues,
    formState: { errors, isDirty },
  } = form;
  const draft = useFormDraft(form, formDraftKey('family-member', selfId));
  const { mutateAsync } = useSaveFamilyMember(selfId);
  const { save, isSaving } = useAdminSave(mutateAsync);
  const { allowNextNavigation } = useUnsavedChangesPrompt(isDirty, draft.clear);
  const [serverError, setServerError] = useState<string | null>(null);

  const { restore } = draft;
  useEffect(() => {
    restore(member ? memberToFormValues(member) : emptyMemberForm);
  }, [restore, member]);

  const fatherText = useWatch({ control, name: 'parent' });
  const fatherId = fatherText === '' ? null : Number(fatherText);
  const parents = useMemo(() => parentChoices(members, selfId), [members, selfId]);
  const mothers = useMemo(() => motherChoices(members, selfId, fatherId), [members, selfId, fatherId]);
  const spouses = useMemo(() => spouseChoices(members, selfId), [members, selfId]);

  async function onValid(values: FamilyMemberValues) {
    setServerError(null);
    const outcome = await save(values);
    if (outcome.status === 'saved') {
      draft.clear();
      toast.success(outcome.data.message || (selfId === null ? m.created : m.updated));
      allowNextNavigation();
      navigate(paths.admin.familyMembers);
    } else if (outcome.status === 'failed') {
      applyServerFieldErrors(outcome.error, setError, fieldNames);
      setServerError(failureMessage(outcome.error, m.saveError));
    }
  }

  const field = (name: keyof MemberFormValues) => ({
    ...fieldAria(`member-${name}`, errors[name]?.message),
    ...register(name, {
      onChange: () => {
        clearErrors(name);
        setServerError(null);
      },
    }),
  });

  const parentField = register('parent', {
    onChange: () => {
      clearErrors('parent');
      setServerError(null);
      // A child is one generation below its father; only filled in when still empty.
      const parent = members.find((candidate) => String(candidate.id) === getValues('parent'));
      if (parent && getValues('generation') === '' && parent.generation < MAX_GENERATION) {
        setValue('generation', String(parent.generation + 1), { shouldDirty: true });
        clearErrors('generation');
      }
    },
  });

  const summary = errors.name || errors.generation ? m.nameAndGenerationRequired : serverError;

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6">
      {summary && <AlertBanner tone="error">{summary}</AlertBanner>}
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2">
        <FormField id="member-name" label={f.name} required error={errors.name?.message}>
          <input {...field('name')} type="text" className={inputClassName} />
        </FormField>
        <FormField id="member-generation" label={f.generation} required error={errors.generation?.message}>
          <select {...field('generation')} className={inputClassName}>
            <option value="">{f.chooseGeneration}</option>
            {generations.map((generation) => (
              <option key={generation} value={String(generation)}>
                {generation}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="member-parent" label={f.parent} error={errors.parent?.message}>
          <select
            {...parentField}
            {...fieldAria('member-parent', errors.parent?.message)}
            className={inputClassName}
          >
            <option value="">{f.noParent}</option>
            {parents.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {candidate.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="member-mother_id" label={f.mother} error={errors.mother_id?.message}>
          <select {...field('mother_id')} className={inputClassName}>
            <option value="">{f.noMother}</option>
            {mothers.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {candidate.name}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 font-semibold text-slate-800">{f.gender}</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ['male', f.male],
                ['female', f.female],
                ['', f.noGender],
              ] as const
            ).map(([value, label]) => (
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
        <FormField id="member-spouse_id" label={f.spouse} error={errors.spouse_id?.message}>
          <select {...field('spouse_id')} className={inputClassName}>
            <option value="">{f.noSpouse}</option>
            {spouses.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {candidate.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="member-birth" label={f.birth} error={errors.birth?.message}>
          <input
            {...field('birth')}
            type="text"
            placeholder={f.birthPlaceholder}
            className={inputClassName}
          />
        </FormField>
        <FormField id="member-death" label={f.death} error={errors.death?.message}>
          <input {...field('death')} type="text" className={inputClassName} />
        </FormField>
        <div className="md:col-span-2">
          <FormField id="member-role" label={f.role} error={errors.role?.message}>
            <input {...field('role')} type="text" className={inputClassName} />
          </FormField>
        </div>
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="image"
            render={({ field: image }) => (
              <ImageUploadField
                id="member-image"
                label={f.image}
                value={image.value}
                onChange={(value) => {
                  image.onChange(value);
                  clearErrors('image');
                }}
                uploadPath={api.admin.familyMembers.upload}
                error={errors.image?.message}
                onUploadError={(message) => toast.error(message)}
              />
            )}
          />
        </div>
        <div className="md:col-span-2">
          <FormField id="member-bio" label={f.bio} error={errors.bio?.message}>
            <textarea {...field('bio')} rows={5} className={inputClassName} />
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClassName} disabled={isSaving} aria-busy={isSaving}>
          <Save className="size-4" aria-hidden="true" />
          {isSaving ? messages.common.saving : messages.common.save}
        </button>
        <Link to={paths.admin.familyMembers} className={secondaryButtonClassName}>
          <ArrowRight className="size-4" aria-hidden="true" />
          {messages.common.cancel}
        </Link>
      </div>
    </form>
  );
}
