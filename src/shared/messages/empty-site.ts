// A site with nothing in it yet (SEED_DEMO=false, or the demo removed): each public
// section says so calmly. Apart from demo-content.ts so the public pages carry none of the admin's words.

export const emptySiteMessages = {
  notablePeople: 'لم تُضف شخصيات بارزة بعد.',
  news: 'لم تُنشر أخبار بعد.',
  diwan: 'لم تُضف معلومات الديوان بعد.',
} as const;
