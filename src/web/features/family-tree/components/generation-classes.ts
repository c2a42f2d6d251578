import { generationColour, type GenerationColour } from '#shared/family-tree/generation-style.ts';

// Full class names written out so Tailwind finds them (docs/product.md#generations-and-colours).
const borderClass: Record<GenerationColour, string> = {
  blue: 'border-blue-600',
  teal: 'border-teal-600',
  green: 'border-green-600',
  amber: 'border-amber-500',
  orange: 'border-orange-500',
  gray: 'border-gray-400',
};

export function generationBorder(generation: number): { colour: GenerationColour; className: string } {
  const colour = generationColour(generation);
  return { colour, className: borderClass[colour] };
}

/**
 * The three early members (docs/product.md#generations-and-colours) stand out with a gold ring and a warm
 * background.
 */
export const cardSurface = (early: boolean) => (early ? 'ring-4 ring-gold-400 bg-sand-100' : 'bg-white');
