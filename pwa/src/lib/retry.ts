/** Wraps a loader (e.g. a dynamic import) so that it is retried after each delay before giving up. */
export function withRetry<T>(load: () => Promise<T>, delays: readonly number[] = [1000, 3000]): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
}
