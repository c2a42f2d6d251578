/**
 * Runs tasks one after another, each when the one before has settled, in the order they came; a
 * task that fails does not hold up the next.
 */
export class OneAtATime {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.last.then(task, task);
    this.last = result.catch(() => undefined);
    return result;
  }
}
