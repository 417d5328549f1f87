import type { PageGate } from '@/lib/auth/api';
import type { FeedPerson } from './schemas';
import type { TenantClock } from './time';
import { tenantFormats } from '@/lib/date-time/format';

/** Who reads the feed and what they may do, from the page's /authorization. */
export interface FeedViewer {
  person: FeedPerson;
  /** manage_any_feed: pin, and edit or delete anyone's posts and comments. */
  canManage: boolean;
}

type OpenGate = Extract<PageGate, { ok: true }>;

export function feedViewer(gate: OpenGate): FeedViewer {
  const { author } = gate.auth;
  return {
    person: { id: author.id, name: author.name, username: author.username, avatar: author.avatar },
    canManage: gate.permissions.has('manage_any_feed'),
  };
}

export function tenantClock(gate: OpenGate): TenantClock {
  return { timeZone: gate.auth.app.timezone, ...tenantFormats(gate.auth.settings) };
}
