import { contextWith } from '../lib/browser';
import type { AreaResult, BenchContext } from '../lib/context';
import { formatValue, table, type Figure } from '../lib/report';
import { builtPagePatterns, patternFor } from '../lib/routes';
import { delay, groupRssBytes, type Server } from '../lib/servers';
import { percentile } from '../lib/stats';
import { autoMap, BATCH_POLL_MS, checkedImportOf, IMPORT_BATCH_COOKIE, isBatchRunning, uploadMetaOf } from '../../lib/people/import';
import { employeeImportApi, batchApi } from '../../lib/people/import-endpoints';
import { people, peopleCsv } from '../../test/import-files';
import { batchStatusSchema, processStartedSchema, uploadedImportSchema, uploadMetaSchema, validatedImportSchema } from '../../lib/people/import-schemas';

const SECTION = 'Employee import';
const MB = 1024 * 1024;
const ROUTE = '/people/import';

/** Peak resident memory of the servers' process groups while `work` runs, sampled every 50 ms. */
async function withPeakMemory<T>(servers: Record<'bff' | 'upstream', Server>, work: () => Promise<T>) {
  const before = { bff: groupRssBytes(servers.bff), upstream: groupRssBytes(servers.upstream) };
  const peak = { ...before };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak.bff = Math.max(peak.bff, groupRssBytes(servers.bff));
      peak.upstream = Math.max(peak.upstream, groupRssBytes(servers.upstream));
      await delay(50);
    }
  })();
  try {
    const result = await work();
    return { result, before, peakGrowth: { bff: peak.bff - before.bff, upstream: peak.upstream - before.upstream } };
  } finally {
    sampling = false;
    await sampler;
  }
}

/**
 * Issue 18's figures: 5,000 new people imported through the BFF as the screen
 * does it (upload the CSV, validate every row with the automatic mapping,
 * process them as a batch), timed per step with the BFF's and the upstream's
 * peak memory, while a browser shows /people/import following the batch
 * (status polled every BATCH_POLL_MS) and records its animation frames.
 */
export async function importBench(ctx: BenchContext, servers: Record<'bff' | 'upstream', Server>): Promise<AreaResult> {
  const config = ctx.budgets.import;
  if (!patternFor(ROUTE, builtPagePatterns(ctx.distDir))) {
    return {
      figures: [{ section: SECTION, name: `${ROUTE}: ${config.rows} rows`, value: null, unit: '', budget: '', status: 'not built' }],
      section: { title: SECTION, lines: [`${ROUTE} is not built.`] },
      data: null,
    };
  }
  const api = (path: string) => `${ctx.appUrl}/api/upstream${path}`;
  const headers = () => ({ cookie: ctx.session.header(), 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', origin: new URL(ctx.appUrl).origin });
  const call = async <T>(path: string, parse: (body: unknown) => T, init: { method?: string; json?: unknown; body?: FormData } = {}) => {
    const response = await fetch(api(path), {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
      headers: { ...headers(), ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return parse(JSON.parse(text));
  };

  const meta = await call(employeeImportApi.uploadMeta.path, (body) => uploadMetaOf(uploadMetaSchema.parse(body)));
  if (meta.max_rows !== undefined && meta.max_rows < config.rows) throw new Error(`upload-meta allows ${meta.max_rows} rows, the bench imports ${config.rows}`);
  // The contract tests' and e2e specs' people file: unique e-mails (per tag), the lookups by name.
  const fileOf = (tag: string) => peopleCsv(people(config.rows, tag));
  const upload = (csv: string) => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), `bench-${config.rows}.csv`);
    return call(employeeImportApi.file.path, (body) => uploadedImportSchema.parse(body).data, { body: form });
  };
  const validate = async (importId: number, headers: string[]) => {
    const result = await call(employeeImportApi.validate.path, (body) => checkedImportOf(validatedImportSchema.parse(body), importId), { json: { import_id: importId, mapping: autoMap(headers) } });
    if (result.valid !== config.rows) throw new Error(`validate-data found ${result.valid} valid rows of ${config.rows} (${result.invalid} invalid)`);
    return result;
  };
  const startBatch = (importId: number) =>
    call(employeeImportApi.process.path, (body) => processStartedSchema.parse(body).batch_id, { json: { import_id: importId, send_invitations: false } });
  /** Polls the batch every 100 ms until it ends; it must import every row. */
  const completion = async (batchId: number, started: number) => {
    const statusPath = batchApi.status.path.replace('{id}', String(batchId));
    for (;;) {
      const batch = await call(statusPath, (body) => batchStatusSchema.parse(body).data);
      if (!isBatchRunning(batch.status)) {
        if (batch.status !== 'completed' || batch.imported !== config.rows) {
          throw new Error(`the batch ended ${batch.status} with ${batch.imported} of ${config.rows} imported (${batch.failed} failed)`);
        }
        return { batch, ms: performance.now() - started };
      }
      if (performance.now() - started > config.maxProcessSeconds * 3000) throw new Error(`the batch was still ${batch.status} after ${config.maxProcessSeconds * 3} s`);
      await delay(100);
    }
  };

  // 1. Timed: upload, validate, process, nothing else running.
  const csv = fileOf('Bench');
  const bytes = Buffer.byteLength(csv);
  let started = performance.now();
  const uploaded = await withPeakMemory(servers, () => upload(csv));
  const uploadMs = performance.now() - started;
  const file = uploaded.result;
  ctx.log(`  upload: ${config.rows} rows, ${formatValue(bytes / MB, 'MB')} in ${formatValue(uploadMs, 'ms')}`);
  started = performance.now();
  const validated = await withPeakMemory(servers, () => validate(file.import_id, file.headers));
  const validateMs = performance.now() - started;
  ctx.log(`  validate: ${formatValue(validateMs, 'ms')} (${Math.round(config.rows / (validateMs / 1000))} rows/s)`);
  const processed = await withPeakMemory(servers, async () => {
    const begun = performance.now();
    return completion(await startBatch(file.import_id), begun);
  });
  const processMs = processed.result.ms;
  ctx.log(`  process: ${formatValue(processMs, 'ms')} (${Math.round(config.rows / (processMs / 1000))} rows/s)`);

  // 2. The progress screen: another 5,000 people, the batch paced to last a while (a real API writing
  // people and invitations is slower than this SQLite), so the screen polls it several times.
  const second = await upload(fileOf('Screen'));
  await validate(second.import_id, second.headers);
  const pace = (chunk: number, pauseMs: number) =>
    fetch(`${ctx.upstreamUrl}/__dev/batch-pace`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chunk, pause_ms: pauseMs }) });
  const browser = await ctx.browser();
  const context = await contextWith(browser, ctx.appUrl, ctx.session);
  const page = await context.newPage();
  let statusPolls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/batch-process/')) statusPolls += 1;
  });
  let frames: number[] = [];
  let screenMs = 0;
  let pacedMs = 0;
  try {
    if (!(await pace(config.screenPace.chunk, config.screenPace.pauseMs)).ok) throw new Error('the upstream has no /__dev/batch-pace (UPSTREAM_DEV_ROUTES=0?)');
    started = performance.now();
    const batchId = await startBatch(second.import_id);
    await context.addCookies([{ name: IMPORT_BATCH_COOKIE, value: String(batchId), url: ctx.appUrl }]);
    const screen = (async () => {
      await page.goto(`${ctx.appUrl}${ROUTE}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('progressbar', { name: 'Import progress' }).waitFor({ timeout: 60_000 });
      screenMs = performance.now() - started;
      await page.evaluate(RECORD_FRAMES);
    })();
    pacedMs = (await completion(batchId, started)).ms;
    await screen;
    // The screen's last poll sees the end; then the frames stop counting.
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 10_000 });
    frames = (await page.evaluate(() => (window as unknown as { __benchFrames: number[] }).__benchFrames)) ?? [];
  } finally {
    await pace(100, 0);
    await context.close();
  }
  const frameP95 = frames.length ? percentile(frames, 95) : null;
  ctx.log(`  progress screen: ${frames.length} frames over a ${formatValue(pacedMs, 'ms')} batch, p95 ${formatValue(frameP95 ?? 0, 'ms')}, ${statusPolls} status polls`);

  const rate = (ms: number) => `${Math.round(config.rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;
  const memoryNote = (step: { peakGrowth: { bff: number; upstream: number } }) =>
    `BFF +${formatValue(step.peakGrowth.bff / MB, 'MB')}, upstream +${formatValue(step.peakGrowth.upstream / MB, 'MB')}`;
  // Too few frames or polls to judge (the batch ended before the screen was up) is a failure, not a pass.
  const judged = frameP95 !== null && frames.length >= config.minFrames && statusPolls >= config.minStatusPolls;
  const figures: Figure[] = [
    {
      section: SECTION,
      name: `Validate ${config.rows.toLocaleString('en-US')} rows`,
      value: validateMs,
      unit: 'ms',
      budget: `≤ ${config.maxValidateSeconds} s`,
      status: validateMs <= config.maxValidateSeconds * 1000 ? 'pass' : 'fail',
      note: `${rate(validateMs)}; ${memoryNote(validated)}`,
    },
    {
      section: SECTION,
      name: `Process ${config.rows.toLocaleString('en-US')} rows (process-data → batch completed)`,
      value: processMs,
      unit: 'ms',
      budget: `≤ ${config.maxProcessSeconds} s`,
      status: processMs <= config.maxProcessSeconds * 1000 ? 'pass' : 'fail',
      note: `${rate(processMs)}; ${memoryNote(processed)}`,
    },
    {
      section: SECTION,
      name: `${ROUTE}: frame p95 while the batch is polled`,
      value: frameP95,
      unit: 'ms',
      budget: `≤ ${formatValue(config.maxFrameP95Ms, 'ms')}`,
      status: judged && frameP95! <= config.maxFrameP95Ms ? 'pass' : 'fail',
      note: `${frames.length} frames, ${statusPolls} status polls${judged ? '' : ` (at least ${config.minFrames} frames and ${config.minStatusPolls} polls needed)`}`,
    },
    { section: SECTION, name: 'Upload the file (through the proxy, parsed upstream)', value: uploadMs, unit: 'ms', budget: '', status: 'info', note: `${formatValue(bytes / MB, 'MB')}; ${memoryNote(uploaded)}` },
  ];
  const lines = [
    `${config.rows.toLocaleString('en-US')} new people as a ${formatValue(bytes / MB, 'MB')} CSV (test/import-files.ts: names, e-mail, department, designation, joining date), imported ` +
      'through the BFF\'s proxy as /people/import does it: upload (entry-import/file), validate every row with the automatic mapping (validate-data, every row returned), ' +
      'then process-data and the batch status polled every 100 ms here until it completes. "Memory" is the peak resident memory of each process group ' +
      '(the BFF; the upstream) over its level before the step, sampled every 50 ms.',
    '',
    ...table(
      ['Step', 'Time', 'Rows per second', 'BFF peak over start', 'Upstream peak over start'],
      [
        ['Upload', formatValue(uploadMs, 'ms'), rate(uploadMs), formatValue(uploaded.peakGrowth.bff / MB, 'MB'), formatValue(uploaded.peakGrowth.upstream / MB, 'MB')],
        ['Validate', formatValue(validateMs, 'ms'), rate(validateMs), formatValue(validated.peakGrowth.bff / MB, 'MB'), formatValue(validated.peakGrowth.upstream / MB, 'MB')],
        ['Process', formatValue(processMs, 'ms'), rate(processMs), formatValue(processed.peakGrowth.bff / MB, 'MB'), formatValue(processed.peakGrowth.upstream / MB, 'MB')],
      ],
    ),
    '',
    `**Progress screen**: a second file of ${config.rows.toLocaleString('en-US')} people, processed at a pace of ${config.screenPace.chunk} rows per chunk with ` +
      `${config.screenPace.pauseMs} ms between chunks (\`/__dev/batch-pace\`), so that it runs for ${formatValue(pacedMs, 'ms')} instead of about ${formatValue(processMs, 'ms')}. ` +
      'A browser opens /people/import on it (the batch cookie, as after a reload) and records the interval between animation frames from the moment the progress bar shows ' +
      `until the screen says "Import finished", with its own status polls (every ${formatValue(BATCH_POLL_MS, 'ms')}) running: the bar shown ${formatValue(screenMs, 'ms')} after process-data, ` +
      `${frames.length} frames, p50 ${formatValue(frames.length ? percentile(frames, 50) : 0, 'ms')}, p95 ${formatValue(frameP95 ?? 0, 'ms')}, longest ${formatValue(frames.length ? Math.max(...frames) : 0, 'ms')}, ${statusPolls} status polls.`,
  ];
  return {
    figures,
    section: { title: SECTION, lines },
    // The memory figures, not the answers themselves (the validated file holds all 5,000 rows).
    data: {
      rows: config.rows,
      bytes,
      uploadMs,
      validateMs,
      processMs,
      pacedMs,
      screenMs,
      frames,
      statusPolls,
      memory: Object.fromEntries(
        Object.entries({ upload: uploaded, validate: validated, process: processed }).map(([step, { before, peakGrowth }]) => [step, { before, peakGrowth }]),
      ),
    },
  };
}

/** In the page (as text: tsx would wrap a named function in a helper the page lacks): records animation-frame intervals into window.__benchFrames. */
const RECORD_FRAMES = `(() => {
  const frames = [];
  window.__benchFrames = frames;
  let previous = 0;
  const tick = (now) => {
    frames.push(now - previous);
    previous = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => {
    previous = now;
    requestAnimationFrame(tick);
  });
})()`;
