import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { request } from './http';

/**
 * The servers the bench starts: each in its own process group (setsid), its
 * output in a log file, stopped by its process-group id, also when the bench
 * fails or is interrupted.
 */

export interface Server {
  name: string;
  pid: number;
  log: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const running = new Set<Server>();

export function startServer(
  name: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; log: string; onLine?: (line: string) => void },
): Server {
  const out = openSync(options.log, 'w');
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', out, options.onLine ? 'pipe' : out],
    env: { ...process.env, ...options.env },
  });
  closeSync(out);
  if (!child.pid) throw new Error(`${name}: could not start ${command}`);
  if (options.onLine && child.stderr) {
    // stderr comes through the bench, so each line can be timed on arrival.
    const onLine = options.onLine;
    let rest = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      appendFileSync(options.log, chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = { name, pid: child.pid, log: options.log, child, exited };
  running.add(server);
  return server;
}

export function logTail(server: Server, lines = 20): string {
  try {
    return readFileSync(server.log, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Polls until the URL answers (any status below 500), or fails with the server's log. */
export async function waitUntilUp(server: Server, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void server.exited.then(() => (done = true));
  while (Date.now() < deadline) {
    if (done) throw new Error(`${server.name} exited while starting:\n${logTail(server)}`);
    try {
      const response = await request(url, { timeoutMs: 2000 });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms:\n${logTail(server)}`);
}

/**
 * SIGTERM to the process group, SIGKILL after 5 s. Waits for the whole group:
 * a wrapper (tsx, npx) may exit at once while its child is still closing.
 */
export async function stopServer(server: Server): Promise<void> {
  if (!running.has(server) && groupPids(server.pid).length === 0) return;
  signalGroup(server.pid, 'SIGTERM');
  if (!(await groupGone(server.pid, 5000))) {
    signalGroup(server.pid, 'SIGKILL');
    await groupGone(server.pid, 2000);
  }
  running.delete(server);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopServer));
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function groupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (groupPids(pgid).length === 0) return true;
    await delay(100);
  }
  return groupPids(pgid).length === 0;
}

/** Live processes of a process group, from /proc (zombies count as gone). */
export function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/** Fails when something else already listens on the port: the bench would measure it instead. */
export async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const probe = net.connect({ host: '127.0.0.1', port });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use: stop whatever listens there first`);
}

/** On exit, Ctrl-C or a crash: stop whatever is still running. */
export function stopServersOnExit(): void {
  process.once('exit', () => {
    for (const server of running) signalGroup(server.pid, 'SIGKILL');
  });
  process.once('uncaughtException', (error) => {
    console.error(error);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping servers`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}

/** Resident memory of a server's whole process group (bytes), from /proc. */
export function groupRssBytes(server: Server): number {
  let total = 0;
  for (const pid of groupPids(server.pid)) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU time (user + system, ms) used so far by a server's live process group, from /proc. */
export function groupCpuMs(server: Server): number {
  let ticks = 0;
  for (const pid of groupPids(server.pid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat(5), i.e. 11 and 12 after the command.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** sysconf(_SC_CLK_TCK): 100 on every Linux the bench runs on. */
const CLOCK_TICKS = 100;

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
