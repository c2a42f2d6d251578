/**
 * Who may do what (decision 022). The server enforces it on every admin route; the
 * admin UI reads the same table to hide or disable what a keeper may not do.
 *
 * - owner: everything, including accounts, site settings and the change history.
 * - editor: news, notable people, the diwan, history, members and messages.
 * - branch_editor: members only, and only the descendants (through father or mother) of one
 *   chosen member and their wives; everything else read-only.
 */
export const adminRoles = ['owner', 'editor', 'branch_editor'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * What an admin route requires, declared where it is registered (`config.access`):
 * - self: any signed-in keeper, even one who must first replace a temporary password;
 * - keeper: any signed-in keeper (the admin's reads);
 * - members: a write to the family's members (a branch editor within their branch);
 * - editor: owners and editors;
 * - owner: owners only.
 */
export const accessLevels = ['self', 'keeper', 'members', 'editor', 'owner'] as const;
export type AccessLevel = (typeof accessLevels)[number];

const allowed: Record<AccessLevel, readonly AdminRole[]> = {
  self: adminRoles,
  keeper: adminRoles,
  members: adminRoles,
  editor: ['owner', 'editor'],
  owner: ['owner'],
};

export function roleMay(role: AdminRole, access: AccessLevel): boolean {
  return allowed[access].includes(role);
}
