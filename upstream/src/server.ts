import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveConfig, type UpstreamConfig, type UpstreamOptions } from './config';
import { openDatabase, type Db } from './db/database';
import type { SeedSummary } from './db/seed';
import { createRequestHandler } from './http/pipeline';
import { Router } from './http/router';
import { registerAppData } from './modules/app-data';
import { registerAppSettings } from './modules/app-settings';
import { registerAttendance } from './modules/attendance';
import { registerAuth } from './modules/auth';
import { registerCalendar } from './modules/calendar';
import { registerBilling } from './modules/billing';
import { registerBroadcasting } from './modules/broadcasting';
import { registerDevRoutes } from './modules/dev';
import { registerEmployeeImport } from './modules/employee-import';
import { registerEmployees } from './modules/employees';
import { registerFeed } from './modules/feed';
import { registerFiles } from './modules/files';
import { registerGoals } from './modules/goals';
import { registerImages } from './modules/images';
import { registerLeaveApplications } from './modules/leave-applications';
import { registerLeaveSettings } from './modules/leave-settings';
import { registerNotifications } from './modules/notifications';
import { registerOnboarding } from './modules/onboarding';
import { registerPasswordReset } from './modules/password-reset';
import { registerPeopleSettings } from './modules/people-settings';
import { registerProfileLeave } from './modules/profile-leave';
import { registerProfileSections } from './modules/profile-sections';
import { registerReports } from './modules/reports';
import { registerRoles } from './modules/roles';
import { registerSearch } from './modules/search';
import { registerSharedData } from './modules/shared-data';
import { registerSso } from './modules/sso';
import { registerTimeSettings } from './modules/time-settings';
import { registerWidgets } from './modules/widgets';
import type { RealtimeOptions } from './realtime/config';
import { startConfiguredRealtime, type RealtimeServer } from './realtime/server';
import { createServices, type Services } from './services';

/** The reference upstream: Crewdesk's HR API over SQLite, Laravel-like on the wire. */

export interface Upstream {
  /** e.g. "http://127.0.0.1:8010" */
  url: string;
  port: number;
  db: Db;
  config: UpstreamConfig;
  /** Set when this start (re)seeded the database. */
  seeded: SeedSummary | null;
  /** The socket.io realtime server, when a realtime port is configured. */
  realtime: RealtimeServer | null;
  close(): Promise<void>;
}

export function buildRouter(services: Services): Router {
  const router = new Router();
  registerAppData(router, services);
  registerAuth(router, services);
  registerPasswordReset(router, services);
  registerSso(router, services);
  registerRoles(router, services);
  registerAppSettings(router, services);
  registerSearch(router, services);
  registerFeed(router, services);
  registerFiles(router, services);
  registerWidgets(router, services);
  registerAttendance(router, services);
  registerTimeSettings(router, services);
  registerPeopleSettings(router, services);
  registerLeaveSettings(router, services);
  registerLeaveApplications(router, services);
  registerEmployees(router, services);
  registerEmployeeImport(router, services);
  registerOnboarding(router, services);
  registerProfileSections(router, services);
  registerCalendar(router, services);
  registerProfileLeave(router, services);
  registerReports(router, services);
  registerGoals(router, services);
  registerBilling(router, services);
  registerSharedData(router);
  registerImages(router, services);
  registerNotifications(router, services);
  registerBroadcasting(router, services);
  if (services.config.devRoutes) registerDevRoutes(router, services);
  return router;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function createUpstream(options: UpstreamOptions & { realtime?: RealtimeOptions } = {}): Promise<Upstream> {
  const config = resolveConfig(options);
  const { db, seeded } = openDatabase(config.dbPath, { reset: config.reset, extraPeople: config.seedPeople });
  const services = createServices(config, db, seeded?.today ?? null);
  const handle = createRequestHandler(buildRouter(services), services);

  const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Only a failure while writing gets here; the pipeline answers everything else.
      console.error('[upstream] could not send a response:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Server Error"}');
      else res.destroy();
    });
  });
  let port: number;
  try {
    port = await listen(server, config.port, config.host);
  } catch (error) {
    db.close();
    throw error;
  }
  const url = `http://${config.host}:${port}`;
  config.port = port;
  config.publicUrl ||= url;

  let realtime: RealtimeServer | null;
  try {
    realtime = await startConfiguredRealtime(services, options);
  } catch (error) {
    server.close();
    db.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (realtime?.stop() ?? Promise.resolve()).then(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => {
            db.close();
            resolve();
          });
          server.closeAllConnections();
        }),
    );
    return closing;
  };
  return { url, port, db, config, seeded, realtime, close };
}
