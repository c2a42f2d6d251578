import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { adminMessages } from '#shared/messages/admin.ts';
import { lifeStoryMessages } from '#shared/messages/places.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { familyMemberInputSchema, type FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import { fieldErrorsOf } from '#shared/schemas/input.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import { paths } from '#web/config/paths.ts';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useEntityForm, type VersionedRecord } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { readDraft } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { useSaveFamilyMember } from '../api/family-members-api';
import { memberChoicesQueryOptions, type MemberChoices } from '../api/search-member-choices';
import {
  asPlace,
  formValuesToInput,
  linkedIds,
  type EventEntry,
  memberToFormValues,
  type MemberFormValues,
  type SpouseEntry,
} from '../member-form-values';

const m = adminMessages.members;
const f = m.fields;

const marriageEnd = { widowed: f.marriageWidowed, divorced: f.marriageDivorced } as const;
const life = placesAdminMessages.events;

export const linkedBy = (choices: MemberChoices) =>
  new Map(choices.choices.map((choice) => [choice.id, choice]));

/** The conflict dialog's words for the member's fields (decision 026): links by nasab, choices by label. */
export const conflictText: Pick<VersionedRecord<MemberFormValues>, 'labels' | 'describe'> = {
  labels: {
    mother_id: f.mother,
    spouses: f.spouses,
    bio: f.bio,
    role: f.role,
    visibility: f.visibility,
    name_prefix: life.namePrefix,
    birth_place_id: life.birthPlace,
    death_place_id: life.deathPlace,
    events: life.list,
  },
  describe: (field, value) => {
    if (field === 'gender') return value === 'male' ? f.male : value === 'female' ? f.female : f.noGender;
    if (field === 'birth_place_id' || field === 'death_place_id') return asPlace(value)?.full_name ?? '—';
    if (field === 'events' && Array.isArray(value)) {
      const told = (value as EventEntry[]).map((event) =>
        [lifeStoryMessages.kinds[event.kind], event.value, event.date].filter(Boolean).join(' '),
      );
      return told.length > 0 ? told.join('، ') : life.none;
    }
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
export const memberResolver: Resolver<MemberFormValues, unknown, FamilyMemberValues> = async (values) => {
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
 * A change handed to the form from elsewhere («تطبيق» a suggested correction): text
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

export interface MemberEntityFormOptions {
  /** null: a new member. */
  member: MemberListRow | null;
  initialValues: MemberFormValues;
  draftKey: string;
  change?: MemberFormChange;
}

/**
 * The member form's save, checks and conflict words on the admin's one form hook, with a change
 * brought from elsewhere laid over the values as unsaved edits.
 */
export function useMemberEntityForm({ member, initialValues, draftKey, change }: MemberEntityFormOptions) {
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
    // docs/product.md#admin-family-members: after saving, back to the list (or to where the change came
    // from).
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

  // The change as unsaved edits, once, before the first paint; a draft of it already kept
  // (the administrator came back to it) is what they typed since, and stays.
  const { setValue } = entity.form;
  useLayoutEffect(() => {
    if (!change || readDraft(draftKey)) return;
    for (const [name, value] of Object.entries(change.values)) {
      setValue(name as keyof typeof change.values, value, { shouldDirty: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form mounts
  }, []);

  return entity;
}
