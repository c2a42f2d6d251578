import { Network } from 'lucide-react';
import { publicMessages } from '#shared/messages/public.ts';

export function TreeBanner() {
  return (
    <header className="bg-brand-700 px-4 py-14 text-center text-white sm:py-20">
      <Network aria-hidden className="mx-auto mb-4 size-12 text-gold-400" />
      <h1 className="text-3xl font-bold sm:text-5xl">{publicMessages.titles.familyTree}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{publicMessages.familyTree.bannerText}</p>
    </header>
  );
}
