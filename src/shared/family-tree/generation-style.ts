/**
 * docs/product.md#generations-and-colours: card border colour by generation: 1 blue, 2 teal, 3 green, 4
 * amber, 5 orange, otherwise gray.
 */
export const generationColours = ['blue', 'teal', 'green', 'amber', 'orange'] as const;
export type GenerationColour = (typeof generationColours)[number] | 'gray';

export function generationColour(generation: number): GenerationColour {
  if (!Number.isInteger(generation) || generation < 1) return 'gray';
  return generationColours[generation - 1] ?? 'gray';
}
