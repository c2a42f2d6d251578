import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { memberVisibilities } from '#shared/schemas/family-member.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import { paths } from '#web/config/paths.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { useFamilyMember } from '../api/family-members-api';
import { memberChoicesQueryOptions } from '../api/search-member-choices';
import {
  linkedBy,
  useMemberEntityForm,
  type MemberEntityFormOptions,
  type MemberFormChange,
} from '../hooks/use-member-entity-form';
import { useMemberLinkSearches } from '../hooks/use-member-link-searches';
import {
  asMemberChoice,
  linkedIds,
  memberToFormValues,
  parsePrefill,
  prefillFormValues,
  prefillIds,
  type MemberFormValues,
} from '../member-form-values';
import { AddRelativeLinks } from './add-relative-links';
import { MemberContactSection, MemberRelativesSection } from './member-circle-sections';
import { GenderField, GenerationField, ParentFields } from './member-form-sections';
import { MemberLifeSection } from './member-life-section';
import { SpouseListField } from './spouse-list-field';

const m = adminMessages.members;
const Field = fieldsFor<MemberFormValues>();
const f = m.fields;
const visibilityChoices = memberVisibilities.map((value) => ({
  value,
  label: f.visibilityChoices[value],
}));

/**
 * What another feature adds below a stored member's form (the sources of its facts), given the
 * member and the names of its spouses as the form opened.
 */
export type MemberFormExtra = (member: MemberListRow, spouseName: (id: number) => string) => ReactNode;

interface FamilyMemberFormProps extends MemberEntityFormOptions {
  /** The family's deepest generation when the form opened; searches may report a deeper one. */
  deepestGeneration: number;
  renderExtra?: MemberFormExtra;
}

/**
 * Add or edit one member (docs/product.md#admin-family-members); back to the list after saving. The father,
 * mother and spouses are searched on the server: the form never loads the whole family.
 */
function FamilyMemberForm({ deepestGeneration, renderExtra, ...options }: FamilyMemberFormProps) {
  const { member, change } = options;
  const spouseName = (id: number) =>
    options.initialValues.spouses.find((entry) => entry.spouse?.id === id)?.spouse?.name ?? `#${id}`;
  const entity = useMemberEntityForm(options);
  const { control, getValues, setValue } = entity.form;
  const father = asMemberChoice(useWatch({ control, name: 'parent' }));
  const gender = useWatch({ control, name: 'gender' });
  const searches = useMemberLinkSearches({
    selfId: member?.id ?? null,
    father,
    values: () => getValues(),
    deepestGeneration,
  });

  return (
    <div className="space-y-6">
      {change?.note}
      {member && <AddRelativeLinks member={member} />}
      <EntityFormView entity={entity} cancelTo={paths.admin.familyMembers}>
        <FormCard columns>
          <Field.Text name="name" label={f.name} required />
          <Field.Text
            name="name_prefix"
            label={placesAdminMessages.events.namePrefix}
            hint={placesAdminMessages.events.namePrefixHint}
          />
          <GenerationField entity={entity} deepest={searches.deepest} father={father} />
          <ParentFields entity={entity} searches={searches} />
          <Field.Text name="birth" label={f.birth} placeholder={f.birthPlaceholder} />
          <Field.Text name="death" label={f.death} />
          <GenderField entity={entity} />
          <SpouseListField
            control={control}
            idPrefix={entity.inputId('spouses')}
            gender={gender}
            search={searches.searchSpouses}
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
          <MemberVisibilityField member={member} />
        </FormCard>
        <MemberLifeSection
          control={control}
          idPrefix={entity.inputId('events')}
          errors={{
            events: entity.fieldError('events'),
            birth_place_id: entity.fieldError('birth_place_id'),
            death_place_id: entity.fieldError('death_place_id'),
          }}
          onEdited={entity.onFieldEdited}
          onTitleBeforeName={(title) => {
            setValue('name_prefix', title, { shouldDirty: true });
            entity.onFieldEdited('name_prefix');
          }}
        />
        <MemberContactSection />
        <MemberRelativesSection />
      </EntityFormView>
      {member && renderExtra?.(member, spouseName)}
    </div>
  );
}

/** Who may see the member, with what the public sees of him now when editing. */
function MemberVisibilityField({ member }: { member: MemberListRow | null }) {
  return (
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
  renderExtra,
}: {
  memberId: number | null;
  /** A suggested correction being applied, brought by the route (decision 021). */
  change?: MemberFormChange;
  renderExtra?: MemberFormExtra;
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
        // docs/product.md#messages: 'could not load the member's data', also for an id that does not exist.
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
                    renderExtra={renderExtra}
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
              draftKey={change?.draftKey ?? formDraftKey('family-member', newKey)}
              deepestGeneration={choices.deepestGeneration}
              change={change}
            />
          )}
        </QueryState>
      )}
    </AdminScreen>
  );
}
