import { z } from 'zod';
import { notablePersonSchema } from '../../../../shared/schemas/notable-person';

// Loaded by the fetcher beside the request itself (a dynamic import), so the validation library
// is not part of the first page's script.
export const notablePeopleResponseSchema = z.array(notablePersonSchema);
