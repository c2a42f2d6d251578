// «النسخ الاحتياطي», the owner's backups, restore and their status (decision 029).
import { formatKuwaitDateTime } from '../format/kuwait-time';

/** What the owner types to confirm a restore: the whole site is replaced. */
export const RESTORE_CONFIRMATION = 'استعادة';

export const backupMessages = {
  nav: 'النسخ الاحتياطي',
  title: 'النسخ الاحتياطي',
  intro:
    'نسخة احتياطية واحدة تحمل الموقع كله: قاعدة البيانات كما كانت في لحظة واحدة، وكل الصور المرفوعة. احفظ نسخة خارج الخادم من وقت لآخر.',
  download: 'تنزيل نسخة احتياطية',
  downloading: 'جارٍ تجهيز النسخة...',
  downloadFailed: 'تعذر تجهيز النسخة الاحتياطية',
  downloaded: 'نُزّلت النسخة الاحتياطية',
  statusTitle: 'النسخ التلقائي',
  statusLoadError: 'تعذر تحميل حالة النسخ الاحتياطي',
  scheduleDaily: (time: string, daily: number, weekly: number) =>
    `نسخة كل يوم الساعة ${time} بتوقيت الكويت، تُحفظ منها آخر ${daily} يومية و${weekly} أسبوعية.`,
  scheduleOff: 'النسخ التلقائي متوقف (BACKUP_SCHEDULE=off).',
  lastBackup: 'آخر نسخة',
  noBackup: 'لا توجد نسخة احتياطية على الخادم بعد.',
  size: 'الحجم',
  at: 'الوقت',
  kinds: {
    backup: 'يدوية',
    auto: 'تلقائية',
    'before-restore': 'قبل الاستعادة',
  },
  kind: 'النوع',
  stored: 'النسخ المحفوظة على الخادم',
  warnings: {
    never: 'لم تُؤخذ أي نسخة احتياطية بعد.',
    old: (days: number) => `آخر نسخة احتياطية مضى عليها ${days} ${days === 1 ? 'يوم' : 'أيام'}.`,
    failed: 'فشلت آخر محاولة للنسخ الاحتياطي التلقائي:',
  },
  restoreTitle: 'استعادة نسخة احتياطية',
  restoreIntro:
    'تستبدل الاستعادة الموقع كله بما في النسخة: الأفراد والأخبار والإعدادات والحسابات والصور. تُحفظ قبلها نسخة من الموقع كما هو الآن، ويُطلب من الجميع تسجيل الدخول من جديد.',
  // U+200E keeps «.tar.gz» reading left to right inside the Arabic label.
  restoreFile: 'ملف النسخة (\u200E.tar.gz)',
  restoreConfirmLabel: `للتأكيد اكتب «${RESTORE_CONFIRMATION}»`,
  restore: 'استعادة النسخة',
  restoring: 'جارٍ الاستعادة...',
  restoreFailed: 'لم تتم الاستعادة، ولم يتغير شيء في الموقع',
  /** `createdAt`: the archive's ISO time, said as Kuwait reads it. */
  restored: (createdAt: string) => `استُعيد الموقع كما كان في ${formatKuwaitDateTime(createdAt)}`,
  restoredSignIn: 'استُعيد الموقع. سجّل الدخول من جديد.',
  errors: {
    confirmation: `اكتب «${RESTORE_CONFIRMATION}» للتأكيد`,
    fileRequired: 'اختر ملف النسخة الاحتياطية',
    fileTooLarge: (gigabytes: number) =>
      `الملف أكبر من ${gigabytes} جيجابايت: استعِده من الخادم بالأمر npm run restore`,
    unreadable: 'الملف ناقص أو تالف، فلم يُستعد منه شيء',
    notABackup: 'الملف ليس نسخة احتياطية من نسب',
    damaged: 'محتوى النسخة لا يطابق ما سُجّل فيها عند إنشائها، فلم يُستعد منها شيء',
    newer: 'النسخة من إصدار أحدث من نسب: حدّث الموقع ثم أعد المحاولة',
    incomplete: 'النسخة ناقصة لا تحمل الموقع كله، فلم يُستعد منها شيء',
  },
};
