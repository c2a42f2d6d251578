import { z } from 'zod';
import { commonMessages } from '../messages/common';
import { imageReference, isoDate, optionalUrl, requiredText } from './input';
import { newsCategories } from './news';

/** Body of POST create.php and PUT item.php (SPEC §7). */
export const newsInputSchema = z.object({
  title: requiredText(300),
  excerpt: requiredText(1000),
  content: requiredText(50_000),
  date: isoDate,
  // SPEC §9: default news category events.
  category: z.enum(newsCategories, { error: commonMessages.validation.invalidCategory }).default('events'),
  image: imageReference,
  link: optionalUrl,
});
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsValues = z.output<typeof newsInputSchema>;
