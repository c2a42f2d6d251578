import { Network } from 'lucide-react';
import { messages } from '../../../../shared/messages';

export function TreeBanner() {
  return (
    <header className="bg-brand-700 px-4 py-14 text-center text-white sm:py-20">
      <Network aria-hidden className="mx-auto mb-4 size-12 text-gold-400" />
      <h1 className="text-3xl font-bold sm:text-5xl">{messages.titles.familyTree}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{messages.familyTree.bannerText}</p>
    </header>
  );
}
