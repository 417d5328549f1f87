import { DEFAULT_DB_PATH, DEFAULT_PORT, type UpstreamOptions } from './config';
import { DEFAULT_REALTIME_PORT } from './realtime/config';
import { createUpstream } from './server';

/** CLI: `tsx upstream/src/main.ts [--reset] [--db <path>] [--port <n>]` (env fallbacks in config.ts). */

const USAGE = `Usage: tsx upstream/src/main.ts [--reset] [--db <path>] [--port <n>]

  --reset        drop and reseed the database
  --db <path>    SQLite file (env UPSTREAM_DB, default ${DEFAULT_DB_PATH})
  --port <n>     port on 127.0.0.1 (env UPSTREAM_PORT, default ${DEFAULT_PORT}; 0 = any free port)

Environment: UPSTREAM_LATENCY_MS, UPSTREAM_FAULT_RATE, APP_URL, UPSTREAM_PUBLIC_URL,
UPSTREAM_DEV_ROUTES=0, UPSTREAM_LOG=1, REALTIME_PORT (default ${DEFAULT_REALTIME_PORT}, "off"),
REALTIME_AUTH_URL, REALTIME_TLS_CERT, REALTIME_TLS_KEY (see upstream/README.md).`;

function parseArgs(argv: string[]): UpstreamOptions {
  const options: UpstreamOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--reset':
        options.reset = true;
        break;
      case '--db':
        options.dbPath = value();
        break;
      case '--port': {
        const raw = value();
        const port = Number(raw);
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number (got "${raw}")`);
        options.port = port;
        break;
      }
      case '--help':
      case '-h':
        console.log(USAGE);
        return process.exit(0);
      default:
        throw new Error(`Unknown option: ${flag}`);
    }
  }
  return options;
}

async function main(): Promise<void> {
  let options: UpstreamOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }

  // The CLI runs the realtime server on its default port unless REALTIME_PORT says otherwise ("off" disables it).
  const upstream = await createUpstream({ ...options, realtime: process.env.REALTIME_PORT ? {} : { port: DEFAULT_REALTIME_PORT } });
  const { config, seeded } = upstream;
  if (seeded) console.log(`upstream seeded ${config.dbPath}: ${seeded.people} people, ${seeded.roles} roles, ${seeded.permissions} permissions in ${seeded.seconds.toFixed(1)} s`);
  if (config.latencyMs > 0 || config.faultRate > 0) {
    console.log(`upstream knobs: latency ${config.latencyMs} ms, fault rate ${config.faultRate}`);
  }
  if (upstream.realtime) console.log(`realtime listening on ${upstream.realtime.url} (auth ${upstream.realtime.config.authUrl})`);
  console.log(`upstream listening on ${upstream.url}`);

  const stop = (signal: NodeJS.Signals) => {
    console.log(`upstream stopping (${signal})`);
    upstream.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`upstream: port already in use (${(error as Error).message})`);
  else console.error('upstream failed to start:', error);
  process.exit(1);
});
