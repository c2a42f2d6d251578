import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { parseInput } from '../lib/http-error';

const idQuery = z.object({ id: idParam });

/** The `?id=` of the spec's PHP-style endpoints. */
export const idFrom = (query: unknown): number => parseInput(idQuery, query).id;
