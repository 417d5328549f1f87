/**
 * The upstream's request log (UPSTREAM_LOG=1), timed as each line reaches the
 * bench: which calls a page load made, and how many rounds they took one after
 * another. A line is written when its response ends, after the knob's latency.
 */

export interface UpstreamCall {
  method: string;
  path: string;
  status: number;
  /** ms relative to the moment asked about (the page request's start). */
  startMs: number;
  endMs: number;
}

const LINE = /^\[upstream\] (\S+) (\S+) (\d+) ([\d.]+)ms$/;

export class UpstreamLog {
  private readonly lines: { at: number; line: string }[] = [];

  readonly record = (line: string): void => {
    this.lines.push({ at: performance.now(), line });
  };

  /** Calls that ended between `from` and `to` (performance.now() values). */
  between(from: number, to: number): UpstreamCall[] {
    return this.lines
      .filter(({ at }) => at >= from && at <= to)
      .map(({ at, line }) => parseCall(line, at - from))
      .filter((call): call is UpstreamCall => call !== null)
      .sort((a, b) => a.startMs - b.startMs);
  }
}

export function parseCall(line: string, endMs: number): UpstreamCall | null {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const [, method, url, status, duration] = match;
  return { method: method!, path: url!.split('?')[0]!, status: Number(status), startMs: endMs - Number(duration), endMs };
}

/**
 * Groups calls into rounds: a call that starts only after a call of the
 * current round has ended (give or take `slackMs`) waited for it.
 */
export function rounds(calls: readonly UpstreamCall[], slackMs = 10): UpstreamCall[][] {
  const result: UpstreamCall[][] = [];
  let firstEnd = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.startMs - b.startMs)) {
    const current = result.at(-1);
    if (!current || call.startMs >= firstEnd - slackMs) {
      result.push([call]);
      firstEnd = call.endMs;
    } else {
      current.push(call);
      firstEnd = Math.min(firstEnd, call.endMs);
    }
  }
  return result;
}
