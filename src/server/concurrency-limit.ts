/** Runs at most `limit` tasks at once; the others wait their turn, first come first served. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    // A finishing task hands its place straight to the next, so `running` stays right.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
