/** The admin's member queries live under this key; a member write invalidates all of them. */
export const adminFamilyMembersQueryKey = ['admin', 'family-members'] as const;
