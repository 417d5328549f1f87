/** What the reference upstream's start-up line says it seeded (upstream/src/main.ts): people, and how long the seed took. */
export interface SeedLine {
  people: number;
  /** Null from an upstream that does not time its seed. */
  seconds: number | null;
}

/** The last seed line of an upstream log, or null when it did not seed. */
export function seedFromLog(log: string): SeedLine | null {
  const matches = [...log.matchAll(/^upstream seeded .*?: (\d+) people\b.*?(?: in ([\d.]+) s)?$/gm)];
  const last = matches.at(-1);
  return last ? { people: Number(last[1]), seconds: last[2] ? Number(last[2]) : null } : null;
}
