// The words of a member's page (issue #10), apart from public.ts so only that page's script
// carries them.

export const memberPageMessages = {
  /** profile.php for an unknown id, or one the family keeps private: the same answer for both. */
  notFound: 'لم يتم العثور على هذا الفرد في شجرة العائلة',
};
