import type { PrintNode } from '#shared/family-tree/branch-print.ts';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { generationColour } from '#shared/family-tree/generation-style.ts';
import { isFemale } from '#shared/family-tree/members.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';

const t = publicMessages.familyTree;
const c = treeChartMessages;
type Node = PrintNode<PublicFamilyMember>;

/** «1880م – 1952م» as the tree's cards read them, each date isolated so it never reorders. */
function Years({ member }: { member: PublicFamilyMember }) {
  if (!member.birth && !member.death) return null;
  return (
    <span className="bp-years">
      {member.birth && <bdi>{formatGenealogyDate(member.birth, { otherCalendar: false })}</bdi>}
      {member.death && (
        <>
          {' – '}
          <bdi>{formatGenealogyDate(member.death, { otherCalendar: false })}</bdi>
        </>
      )}
    </span>
  );
}

function Card({ node }: { node: Node }) {
  const { member } = node;
  return (
    <div
      className="bp-card"
      data-member-id={member.id}
      data-branch-generation={node.generation}
      data-generation-colour={generationColour(member.generation)}
    >
      <p className="bp-name">
        {member.visibility === 'hidden' ? (
          <>
            <span aria-hidden>{member.name}</span>
            <span className="sr-only">{c.hiddenMember}</span>
          </>
        ) : (
          member.name
        )}
      </p>
      <Years member={member} />
      {node.spouses.map((spouse) => (
        <p key={spouse.id} className="bp-spouse" data-spouse-id={spouse.id}>
          {isFemale(spouse) ? t.wife : t.husband}: {spouse.name}
        </p>
      ))}
      {node.childrenNotShown > 0 && (
        <p className="bp-more">{c.print.childrenNotShown(node.childrenNotShown)}</p>
      )}
    </div>
  );
}

function Branch({ node }: { node: Node }) {
  const children = node.groups.flatMap((group) => group.children);
  return (
    <li>
      <Card node={node} />
      {children.length > 0 &&
        (node.groupedByMother ? (
          <ul className="tree-row">
            {node.groups.map((group) => (
              <li key={group.mother?.id ?? 'unknown'} data-mother-group={group.mother?.id ?? ''}>
                <span className="bp-group">
                  {group.mother ? t.childrenFromWife(group.mother.name) : t.childrenUnknownMother}
                </span>
                <ul className="tree-row">
                  {group.children.map((child) => (
                    <Branch key={child.member.id} node={child} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="tree-row">
            {children.map((child) => (
              <Branch key={child.member.id} node={child} />
            ))}
          </ul>
        ))}
    </li>
  );
}

/**
 * The printed branch: the member on top, each generation a row below, joined by lines drawn with
 * logical CSS so that right to left the eldest stands on the right and the lines follow
 * (docs/genealogy.md#right-to-left: charts drawn from x coordinates shipped mirrored connectors).
 */
export function BranchChart({ branch }: { branch: Node }) {
  return (
    <ul className="tree-row bp-top">
      <Branch node={branch} />
    </ul>
  );
}
