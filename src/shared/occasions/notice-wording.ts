/**
 * The words a death notice opens with, as a new site starts: the family changes them in «إعدادات
 * الموقع» («صيغة النعي»), and the notice uses the family's words from then on. Here only so that
 * the migration that adds them and a site without its settings row yet start from the same words.
 */
export const defaultNoticeWording = {
  /** The line before the name: «انتقل إلى رحمة الله تعالى». */
  opening: 'انتقل إلى رحمة الله تعالى',
  /** Before a man's name. */
  honorificMale: 'المرحوم',
  /** Before a woman's name. */
  honorificFemale: 'المرحومة',
} as const;

export interface NoticeWording {
  opening: string;
  honorificMale: string;
  honorificFemale: string;
}
