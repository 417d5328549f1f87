import type { IncomingMessage } from 'node:http';
import type { Services } from '../services';
import { parseBody } from './body';
import { parseCookies } from './cookies';
import { forbidden, unauthenticated } from './respond';
import type { Session } from './session';

/** One request as handlers see it. */
export class RequestContext {
  /** The API session; null on asset and dev routes. */
  session: Session | null = null;
  /** Set when the session was created, touched or rotated: the response carries both cookies. */
  issueCookies = false;
  private parsedQuery: URLSearchParams | undefined;
  private parsedCookies: Record<string, string> | undefined;
  private bodyPromise: Promise<unknown> | undefined;
  private permissionSet: ReadonlySet<string> | undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly services: Services,
    readonly method: string,
    readonly path: string,
    private readonly search: string,
    public params: Readonly<Record<string, string>> = {},
  ) {}

  get query(): URLSearchParams {
    this.parsedQuery ??= new URLSearchParams(this.search);
    return this.parsedQuery;
  }

  get cookies(): Readonly<Record<string, string>> {
    this.parsedCookies ??= parseCookies(this.req.headers.cookie);
    return this.parsedCookies;
  }

  /** The parsed request body ({} when empty); read once. */
  body(): Promise<unknown> {
    this.bodyPromise ??= parseBody(this.req);
    return this.bodyPromise;
  }

  /** The signed-in user's id, or 401. */
  userId(): number {
    const id = this.session?.userId;
    if (id === null || id === undefined) throw unauthenticated();
    return id;
  }

  /** The signed-in user's permission names (read once per request). */
  permissions(): ReadonlySet<string> {
    this.permissionSet ??= new Set(this.services.users.permissionsOf(this.userId()));
    return this.permissionSet;
  }

  /** 401 without a session, 403 unless the user holds at least one of `names`. */
  authorize(names: readonly string[]): void {
    const held = this.permissions();
    if (names.length > 0 && !names.some((name) => held.has(name))) throw forbidden();
  }

  /** Replaces the session (sign-in rotation, sign-out) and re-issues its cookies. */
  replaceSession(session: Session): void {
    this.session = session;
    this.issueCookies = true;
    this.permissionSet = undefined;
  }
}
