import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './upload-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs at most three tasks at once and starts the next, in order, as one finishes', async () => {
    const queue = createTaskQueue(3);
    const tasks = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    tasks.forEach((task, index) =>
      queue.add(() => {
        started.push(index);
        return task.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2]);

    tasks[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);

    tasks[0]!.reject(new Error('upload failed'));
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});
