import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '#shared/messages/admin.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { relativePrefills, type RelativeKind } from '../member-form-values';

const m = adminMessages.members;

/**
 * «إضافة ابن» «إضافة ابنة» «إضافة زوجة/زوج»: the new-member form, already linked to
 * this member. Plain links: with unsaved changes, the form's leave guard asks first.
 */
export function AddRelativeLinks({ member }: { member: FamilyMember }) {
  const links = relativePrefills(member);
  if (links.length === 0) return null;
  const labels: Record<RelativeKind, string> = {
    son: m.addSon,
    daughter: m.addDaughter,
    spouse: member.gender === 'male' ? m.fields.addWife : m.fields.addHusband,
  };
  return (
    <nav aria-label={m.relatives}>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ kind, prefill }) => (
          <li key={kind}>
            <Link
              to={paths.admin.familyMembersNewWith(prefill)}
              className={buttonClassName({ variant: 'neutral', size: 'compact', className: 'min-h-11' })}
            >
              <UserPlus className="size-5" aria-hidden="true" />
              {labels[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
