type DenoLike = { env: { get(name: string): string | undefined } };

/** Reads a variable the way the running platform provides it: Deno.env on Supabase, process.env in Node. */
export function getEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoLike }).Deno;
  if (deno) return deno.env.get(name);
  const proc = (globalThis as { process?: { env: Record<string, string | undefined> } }).process;
  return proc?.env[name];
}

/** Like getEnv, but a missing variable is a configuration error named in the message. */
export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
