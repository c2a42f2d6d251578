import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MEMBERS_PER_STEP } from '#shared/family-tree/steps.ts';
import { jsonArraySteps } from './json-in-steps';

const itemSchema = z.object({ id: z.int(), name: z.string(), born: z.optional(z.string()) });
const route = { method: 'GET', url: '/api/things/' };
const arraySchema = z.array(itemSchema);
const serializer = serializerCompiler({ schema: arraySchema, method: 'GET', url: route.url });

/** Runs the steps, writing down how many items `present` had seen at each offered pause. */
function run<T>(steps: Generator<void, T, void>, seen: () => number) {
  const pauses: number[] = [];
  for (;;) {
    const step = steps.next();
    if (step.done) return { value: step.value, pauses };
    pauses.push(seen());
  }
}

describe('a JSON array answer written in steps', () => {
  it('is the bytes the route serializer writes, stripped alike', () => {
    const items = Array.from({ length: 2 * MEMBERS_PER_STEP + 7 }, (_, index) => ({
      id: index,
      name: `اسم ${index}`,
      // Not in the schema: stripped, as the serializer strips a keeper-only field.
      notes: 'للأمناء',
      ...(index % 3 === 0 ? { born: '1390' } : {}),
    }));
    const { value } = run(jsonArraySteps(items, arraySchema, route), () => 0);
    expect(value.toString('utf8')).toBe(serializer(items));
    expect(JSON.parse(value.toString('utf8'))[0]).toEqual({ id: 0, name: 'اسم 0', born: '1390' });
    const empty = run(jsonArraySteps([], arraySchema, route), () => 0).value;
    expect(empty.toString('utf8')).toBe(serializer([]));
  });

  it('offers a pause after each step of items, having presented only those', () => {
    let presented = 0;
    const items = Array.from({ length: 3 * MEMBERS_PER_STEP + 1 }, (_, id) => ({ id }));
    const { value, pauses } = run(
      jsonArraySteps(items, arraySchema, route, (item) => {
        presented += 1;
        return { ...item, name: String(item.id) };
      }),
      () => presented,
    );
    expect(pauses).toEqual([
      MEMBERS_PER_STEP,
      2 * MEMBERS_PER_STEP,
      3 * MEMBERS_PER_STEP,
      3 * MEMBERS_PER_STEP + 1,
    ]);
    expect(JSON.parse(value.toString('utf8'))).toHaveLength(items.length);
  });

  it('refuses an item outside the contract as the serializer does', () => {
    const steps = jsonArraySteps([{ id: 1, name: 'سالم' }, { id: 'two' }], arraySchema, route);
    let thrown: unknown;
    try {
      run(steps, () => 0);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
