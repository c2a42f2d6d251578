import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { adminMessages } from '#shared/messages/admin.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import { fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { fieldErrorId } from '#web/features/admin/shell/components/form-field.tsx';
import type { EntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import type { MemberLinkSearches } from '../hooks/use-member-link-searches';
import {
  asMemberChoice,
  generationBelow,
  generationChoices,
  type MemberChoice,
  type MemberFormValues,
} from '../member-form-values';
import { MemberLinkField } from './member-link-field';

const f = adminMessages.members.fields;
const Field = fieldsFor<MemberFormValues>();
const genderChoices = [
  ['male', f.male],
  ['female', f.female],
  ['', f.noGender],
] as const;

type MemberEntity = EntityForm<MemberFormValues, FamilyMemberValues>;

/**
 * The generation, chosen from the family's depth: 1 to 6 at least, down to one below the deepest
 * generation known, and always the value held and the generation below the chosen father.
 */
export function GenerationField({
  entity,
  deepest,
  father,
}: {
  entity: MemberEntity;
  deepest: number;
  father: MemberChoice | null;
}) {
  const generation = useWatch({ control: entity.form.control, name: 'generation' });
  const options = useMemo(
    () =>
      generationChoices(deepest, generation, father ? generationBelow(father) : '').map((value) => ({
        value,
        label: value,
      })),
    [deepest, generation, father],
  );
  return (
    <Field.Select
      name="generation"
      label={f.generation}
      required
      emptyOption={f.chooseGeneration}
      options={options}
    />
  );
}

/**
 * The father and the mother. Choosing one fills in an empty generation one below them (the
 * mother only while there is no father: his line decides).
 */
export function ParentFields({
  entity,
  searches,
}: {
  entity: MemberEntity;
  searches: Pick<MemberLinkSearches, 'searchFathers' | 'searchMothers' | 'suggestMothers'>;
}) {
  const { getValues, setValue, clearErrors } = entity.form;

  function suggestGeneration(elder: MemberChoice | null) {
    if (!elder || getValues('generation') !== '') return;
    const below = generationBelow(elder);
    if (!below) return;
    setValue('generation', below, { shouldDirty: true });
    clearErrors('generation');
  }

  return (
    <>
      <MemberLinkController
        entity={entity}
        name="parent"
        label={f.parent}
        clearLabel={f.clearFather}
        search={searches.searchFathers}
        onChosen={suggestGeneration}
      />
      <MemberLinkController
        entity={entity}
        name="mother_id"
        label={f.mother}
        clearLabel={f.clearMother}
        search={searches.searchMothers}
        suggest={searches.suggestMothers}
        onChosen={(choice) => {
          if (!getValues('parent')) suggestGeneration(choice);
        }}
      />
    </>
  );
}

/** One parent link held by the form: its error under it, cleared once it is edited. */
function MemberLinkController({
  entity,
  name,
  label,
  clearLabel,
  search,
  suggest,
  onChosen,
}: {
  entity: MemberEntity;
  name: 'parent' | 'mother_id';
  label: string;
  clearLabel: string;
  search: MemberLinkSearches['searchFathers'];
  suggest?: MemberLinkSearches['suggestMothers'];
  onChosen: (choice: MemberChoice | null) => void;
}) {
  return (
    <Controller
      control={entity.form.control}
      name={name}
      render={({ field }) => (
        <MemberLinkField
          id={entity.inputId(name)}
          label={label}
          value={asMemberChoice(field.value)}
          onChange={(choice) => {
            field.onChange(choice);
            entity.onFieldEdited(name);
            onChosen(choice);
          }}
          search={search}
          suggest={suggest}
          clearLabel={clearLabel}
          error={entity.fieldError(name)}
          inputRef={field.ref}
        />
      )}
    />
  );
}

/** The gender as three radio buttons (male, female, not known), with the server's refusal under them. */
export function GenderField({ entity }: { entity: MemberEntity }) {
  const error = entity.fieldError('gender');
  const errorId = fieldErrorId(entity.inputId('gender'));
  return (
    <fieldset className="space-y-1.5 md:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold text-slate-800">{f.gender}</legend>
      <div className="flex flex-wrap gap-4">
        {genderChoices.map(([value, label]) => (
          <label key={value || 'none'} className="flex min-h-11 items-center gap-2">
            <input
              {...entity.form.register('gender', { onChange: () => entity.onFieldEdited('gender') })}
              type="radio"
              value={value}
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
