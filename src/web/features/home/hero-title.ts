import { publicMessages } from '#shared/messages/public.ts';

const m = publicMessages.homePage;

/**
 * docs/product.md#home: the hero reads «عائلة … في الكويت». Settings usually hold the name with its
 * «عائلة» already («عائلة الفلاني»); the word is added only when it is missing.
 */
export function heroTitle(familyName: string): string {
  const name = familyName.trim();
  const withWord = name.startsWith(m.heroFamilyWord) ? name : `${m.heroFamilyWord} ${name}`;
  return `${withWord} ${m.heroInKuwait}`;
}
