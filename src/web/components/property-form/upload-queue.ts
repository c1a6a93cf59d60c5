/** Runs queued async tasks in order, at most `concurrency` at a time (photo uploads: three in parallel). */
export function createTaskQueue(concurrency: number) {
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;

  const startNext = () => {
    while (running < concurrency && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      // A task reports its own failure; the queue only needs to know it is done.
      void task()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          startNext();
        });
    }
  };

  return {
    add(task: () => Promise<unknown>) {
      waiting.push(task);
      startNext();
    },
  };
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;
