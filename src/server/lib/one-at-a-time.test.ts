import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('OneAtATime', () => {
  it('starts each task when the one before has settled, in the order they came', async () => {
    const queue = new OneAtATime();
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [
      queue.run(() => (started.push('first'), first.promise)),
      queue.run(() => (started.push('second'), second.promise)),
      queue.run(async () => (started.push('third'), 'third')),
    ];
    await Promise.resolve();
    expect(started).toEqual(['first']);
    first.reject(new Error('refused'));
    await expect(answers[0]).rejects.toThrow('refused');
    // A refusal does not hold up the next task.
    expect(started).toEqual(['first', 'second']);
    second.resolve('second');
    expect(await Promise.all(answers.slice(1))).toEqual(['second', 'third']);
    expect(started).toEqual(['first', 'second', 'third']);
  });
});
