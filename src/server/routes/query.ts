import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { parseInput } from '../lib/http-error';

/** Ids are PostgreSQL `serial` (int4): a larger number can never name a row, and PostgreSQL errors on it. */
export const MAX_ID = 2_147_483_647;

const idQuery = z.object({ id: idParam.max(MAX_ID) });

/** The `?id=` of the spec's PHP-style endpoints. */
export const idFrom = (query: unknown): number => parseInput(idQuery, query).id;
