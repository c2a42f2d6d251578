import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { duplicatesAdminMessages as m } from '#shared/messages/duplicates-admin.ts';
import { familyCircleMessages } from '#shared/messages/family-circle.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import type { MergeField } from '#shared/schemas/member-merge-input.ts';
import { isBlank } from '../merge-fields';

const f = adminMessages.members.fields;

/** A member's value of one field as a keeper reads it: a father by his nasab, a choice by its words. */
export function FieldValue({
  row,
  field,
  nasabOf,
}: {
  row: MemberListRow;
  field: MergeField;
  /** The nasab of a father or mother, once read. */
  nasabOf: (id: number) => string | undefined;
}) {
  if (isBlank(row, field)) return <span className="text-slate-500">{m.notRecorded}</span>;
  switch (field) {
    case 'father':
    case 'mother': {
      const id = field === 'father' ? row.parent! : row.mother_id!;
      return <span>{nasabOf(id) ?? m.memberNumber(id)}</span>;
    }
    case 'gender':
      return <span>{row.gender === 'male' ? f.male : f.female}</span>;
    case 'generation':
      return <bdi>{row.generation}</bdi>;
    // Read by the site's one formatter, both calendars: «ABT 1905» and «1905» are told apart.
    case 'birth':
    case 'death':
      return <bdi>{formatGenealogyDate(row[field])}</bdi>;
    case 'image':
      return (
        <img
          src={row.image}
          alt={`${m.fields.image}: ${row.name}`}
          className="size-20 rounded-lg object-cover"
        />
      );
    case 'visibility':
      return <span>{f.visibilityChoices[row.visibility]}</span>;
    case 'relatives_see_full':
      return <span>{row.relatives_see_full ? m.yes : m.no}</span>;
    case 'contact':
      return (
        <span className="space-y-1">
          {row.contact_phone && (
            <bdi dir="ltr" className="block">
              {row.contact_phone}
            </bdi>
          )}
          {row.contact_email && (
            <bdi dir="ltr" className="block break-all">
              {row.contact_email}
            </bdi>
          )}
          {row.contact_area && <span className="block">{row.contact_area}</span>}
          <span className="block text-sm text-slate-600">
            {familyCircleMessages.contact.visibility}:{' '}
            {familyCircleMessages.contact.visibilityChoices[row.contact_visibility]}
          </span>
        </span>
      );
    default:
      return <span className="break-words whitespace-pre-line">{String(row[field])}</span>;
  }
}
