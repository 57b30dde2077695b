/** Run `run` with the environment variable `name` set to `value`, restoring it afterwards. */
export function withEnv<T>(name: string, value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  return run().finally(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}
