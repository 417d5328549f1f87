import { shiftDate, yearsBefore } from '../../../lib/date-time/calendar';
import { todayInZone } from '../../../lib/date-time/zone';
import type { Database } from 'better-sqlite3';
import { FEED_TYPE, type FeedType } from '../../../lib/feed/schemas';
import { makeSlug } from '../domain/feed';
import { FileStore } from '../domain/files';
import { PALETTES, samplePdf, sceneSvg } from '../domain/files-samples';
import { WIDGET_KEYS } from '../../../lib/widgets/schemas';
import { DEFAULT_DISABLED } from '../domain/widgets';
import { createPrng } from '../lib/prng';
import { DEFAULT_SETTINGS } from '../domain/settings';

/**
 * The demo wall: posts by the people who may post (administrators and
 * managers), two pinned, three asking for an acknowledgement (some people
 * have, the demo employee has acknowledged only one), photos and downloads,
 * a long comment thread and Love on posts and comments. Times are relative to
 * `now`; the same day gives the same wall. It also places four work
 * anniversaries in the coming weeks (10, 5, 3 and 1 years) for the widgets.
 *
 * The first post stored is the remote-work policy: the notifications seed
 * points its feed alerts at the first post.
 */

const FEED_SEED = 20260105;

type File = { kind: 'photo'; caption: string } | { kind: 'attachment'; name: string; body: () => Buffer };

interface SeedPost {
  author: string;
  hoursAgo: number;
  content: string;
  type?: FeedType;
  pinnedHoursAgo?: number;
  files?: File[];
  /** Share of the other active people who acknowledged (type 1) — the demo employee is set apart below. */
  acknowledgedShare?: number;
  employeeAcknowledged?: boolean;
  loveShare: number;
  comments?: number;
}

const text = (name: string, lines: readonly string[]): File => ({ kind: 'attachment', name, body: () => Buffer.from(`${lines.join('\n')}\n`) });
const pdf = (name: string, title: string, lines: readonly string[]): File => ({ kind: 'attachment', name, body: () => samplePdf(title, lines) });
const photo = (caption: string): File => ({ kind: 'photo', caption });

const POSTS: readonly SeedPost[] = [
  {
    author: 'ava.sinclair',
    hoursAgo: 30,
    pinnedHoursAgo: 29,
    type: FEED_TYPE.acknowledge,
    content:
      'Updated remote work policy\n\nFrom the first of next month everyone may work remotely up to three days a week, agreed with your manager. Core hours stay 10:00–15:00 in your home time zone. Please read the policy and press Acknowledge so we know it reached you.',
    files: [
      pdf('Remote work policy 2026.pdf', 'Remote work policy 2026', [
        '1. Up to three remote days a week, agreed with your manager.',
        '2. Core hours are 10:00-15:00 in your home time zone.',
        '3. Clock in from the app whether you are in the office or remote.',
        '4. Equipment: ask IT for a monitor and headset for home use.',
        '5. Questions: people@crewdesk.test',
      ]),
    ],
    acknowledgedShare: 0.55,
    loveShare: 0.3,
    comments: 6,
  },
  {
    author: 'ava.sinclair',
    hoursAgo: 24 * 21,
    pinnedHoursAgo: 24 * 21,
    content:
      'Welcome to the Northwind Crew feed! 👋\n\nThis is where we share company news, celebrate wins and say hello to new colleagues. Be kind, keep it work-appropriate, and react with ❤️ when something makes your day. The employee handbook is attached for anyone who wants a refresher.',
    files: [
      pdf('Employee handbook.pdf', 'Northwind Crew - Employee handbook', [
        'Our values: be kind, be curious, own the outcome.',
        'Working hours, time off and expenses are described in the people portal.',
        'Feed guidelines: keep posts respectful and relevant to the whole company.',
      ]),
    ],
    loveShare: 0.6,
    comments: 4,
  },
  {
    author: 'marcus.reed',
    hoursAgo: 50,
    type: FEED_TYPE.acknowledge,
    content:
      'Fire drill on Thursday at 10:30. The alarm will sound for about two minutes; please leave by the nearest stairwell and gather at the car park on Elm Street. Floor wardens have yellow vests. Acknowledge so we can count everyone in advance.',
    acknowledgedShare: 0.35,
    loveShare: 0.05,
    comments: 3,
  },
  {
    author: 'ava.sinclair',
    hoursAgo: 24 * 12,
    type: FEED_TYPE.acknowledge,
    content:
      'New expense reporting process: receipts now go straight into the expenses tool within 30 days of purchase. The category list is attached; anything outside it needs your manager’s approval first.',
    files: [text('expense-categories.csv', ['category,limit_eur,needs_approval', 'Travel,500,no', 'Meals,60,no', 'Software,200,yes', 'Training,1000,yes', 'Equipment,300,yes'])],
    acknowledgedShare: 0.8,
    employeeAcknowledged: true,
    loveShare: 0.1,
    comments: 2,
  },
  {
    author: 'oliver.grant',
    hoursAgo: 20,
    content: 'What a weekend at the engineering offsite in the mountains 🏔️ Thank you all for the ideas, the hikes and the terrible karaoke. Photos below!',
    files: [photo('Sunrise at the lodge'), photo('Ridge walk'), photo('Team photo at the summit'), photo('Lake after lunch'), photo('Campfire retro')],
    loveShare: 0.7,
    comments: 9,
  },
  {
    author: 'daniel.okafor',
    hoursAgo: 24 * 4,
    content:
      'Q3 is closed: the sales team finished at 112% of target, our best quarter yet. Huge thanks to Customer Success for the renewals and to Product for shipping the reporting module just in time. Drinks are on me on Friday!',
    loveShare: 0.85,
    comments: 28,
  },
  {
    author: 'priya.raman',
    hoursAgo: 24 * 3 + 5,
    content: 'Our design review wall is up on the third floor. Drop by, grab a sticky note and tell us what confuses you in the new onboarding flow.',
    files: [photo('Design review wall'), photo('Sticky-note clusters')],
    loveShare: 0.4,
    comments: 5,
  },
  {
    author: 'hannah.schmidt',
    hoursAgo: 24 * 6,
    content: 'Payroll runs a day early this month because of the public holiday: salaries arrive on the 27th. Please submit overtime and expenses by the 22nd.',
    loveShare: 0.25,
    comments: 2,
  },
  {
    author: 'arjun.mehta',
    hoursAgo: 24 * 7 + 3,
    content: 'Customer Success hit a 96% satisfaction score in September. Special shout-out to everyone who covered the late support shifts during the release week.',
    loveShare: 0.5,
    comments: 4,
  },
  {
    author: 'ava.sinclair',
    hoursAgo: 24 * 8,
    content: 'Wellness week starts Monday: yoga at 8:00 in the big meeting room, fruit every afternoon and a talk on sleep on Wednesday. Everything is optional and everyone is welcome.',
    files: [text('wellness-week-schedule.txt', ['Monday 08:00 Yoga (big meeting room)', 'Tuesday 12:30 Walking meeting loop', 'Wednesday 16:00 Talk: sleep and focus', 'Thursday all day Fruit and smoothies', 'Friday 17:00 Board games'])],
    loveShare: 0.45,
    comments: 3,
  },
  {
    author: 'marcus.reed',
    hoursAgo: 24 * 9,
    content: 'The new coffee machine on the second floor is finally installed ☕ It grinds fresh beans, so please empty the grounds drawer when it asks.',
    files: [photo('The new coffee corner')],
    loveShare: 0.55,
    comments: 6,
  },
  {
    author: 'oliver.grant',
    hoursAgo: 24 * 10,
    content: 'Hackathon dates are set: 14–15 November. Teams of up to four, any idea that helps our customers or our colleagues. Sign-up sheet in the engineering channel; non-engineers are very welcome.',
    loveShare: 0.35,
    comments: 3,
  },
  {
    author: 'priya.raman',
    hoursAgo: 24 * 11,
    content: 'Lunch & learn this Thursday: “Accessibility in everyday product work”. Bring your lunch, we bring dessert.',
    loveShare: 0.3,
    comments: 2,
  },
  {
    author: 'daniel.okafor',
    hoursAgo: 24 * 13,
    content: 'Welcome to our three new account executives joining the Berlin office this month. Say hi when you see them at the coffee machine!',
    loveShare: 0.5,
    comments: 4,
  },
  {
    author: 'marcus.reed',
    hoursAgo: 24 * 14,
    content: 'IT maintenance on Saturday from 22:00 to 02:00: the VPN and the file server will be unavailable. Everything else keeps working.',
    loveShare: 0.05,
    comments: 1,
  },
  {
    author: 'hannah.schmidt',
    hoursAgo: 24 * 16,
    content: 'Reminder: the travel booking tool now shows the company rate for hotels. Please book through it so your expenses are approved automatically.',
    loveShare: 0.1,
    comments: 0,
  },
  {
    author: 'ava.sinclair',
    hoursAgo: 24 * 18,
    content: 'Volunteering day recap: 38 of us planted 400 trees with the city parks team. Thank you for showing up in the rain!',
    files: [photo('Planting day'), photo('400 trees later'), photo('Muddy boots, happy faces')],
    loveShare: 0.75,
    comments: 7,
  },
  {
    author: 'arjun.mehta',
    hoursAgo: 24 * 20,
    content: 'The support handbook has a new chapter on escalations. Have a look before your next on-call week.',
    files: [pdf('Support escalations.pdf', 'Support escalations', ['Severity 1: page the on-call engineer.', 'Severity 2: open an incident within 2 hours.', 'Severity 3: next business day.'])],
    loveShare: 0.15,
    comments: 1,
  },
  {
    author: 'oliver.grant',
    hoursAgo: 24 * 23,
    content: 'We moved the build servers to the new cluster: pipelines are about 40% faster. If anything looks odd, ping the platform team.',
    loveShare: 0.4,
    comments: 3,
  },
  {
    author: 'marcus.reed',
    hoursAgo: 24 * 26,
    content: 'Parking garage access cards are being replaced. Pick up your new card at reception before the end of the month; the old ones stop working on the 1st.',
    loveShare: 0.05,
    comments: 2,
  },
  {
    author: 'priya.raman',
    hoursAgo: 24 * 29,
    content: 'User research sessions next week: we are looking for five colleagues who have never used the mobile app. Thirty minutes, and there are cookies.',
    loveShare: 0.2,
    comments: 2,
  },
  {
    author: 'ava.sinclair',
    hoursAgo: 24 * 33,
    content: 'Open enrolment for the company pension plan closes on Friday. The people team holds drop-in hours on Tuesday and Thursday afternoons.',
    loveShare: 0.1,
    comments: 1,
  },
];

const COMMENTS = [
  'Great news, thanks for sharing!',
  'Love this 🙌',
  'Thanks for the heads-up.',
  'Count me in!',
  'This is fantastic, well done everyone.',
  'Is there a recording for those who can’t make it?',
  'Finally! 🎉',
  'Thank you, very helpful.',
  'Congratulations to the whole team!',
  'Noted, thanks.',
  'Where can I find more details?',
  'Amazing photos!',
  'Proud to be part of this team.',
  'Can we do this every quarter?',
  'Thanks for organising!',
  'Good to know, I’ll pass it on to my team.',
  'That view 😍',
  'Well deserved!',
  'Looking forward to it.',
  'Brilliant work, everyone.',
];

/** Colleagues whose joining dates are moved to give the widgets anniversaries: [days from today, years]. */
const ANNIVERSARIES: readonly [number, number][] = [
  [0, 10],
  [2, 5],
  [6, 3],
  [11, 1],
];

export function seedFeed(db: Database, now: Date): void {
  const prng = createPrng(FEED_SEED);
  const files = new FileStore(db);
  const ids = new Map(db.prepare<[], { id: number; username: string }>('SELECT id, username FROM users').all().map((u) => [u.username, u.id]));
  const active = db.prepare<[], number>("SELECT id FROM users WHERE status = 'active' ORDER BY id").pluck().all();
  const employee = ids.get('emma.novak')!;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  const later = (from: Date, maxHours: number) => new Date(Math.min(now.getTime(), from.getTime() + prng.int(5, maxHours * 60) * 60_000));

  const insertPost = db.prepare('INSERT INTO feed_posts (slug, user_id, type, content, pinned_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const acknowledge = db.prepare('INSERT INTO feed_acknowledges (post_id, user_id, created_at) VALUES (?, ?, ?)');
  const react = db.prepare('INSERT INTO feed_reactions (post_id, user_id, type, created_at) VALUES (?, ?, ?, ?)');
  const comment = db.prepare('INSERT INTO feed_comments (post_id, user_id, content, created_at) VALUES (?, ?, ?, ?)');
  const reactComment = db.prepare('INSERT INTO feed_comment_reactions (comment_id, user_id, type, created_at) VALUES (?, ?, ?, ?)');

  let photoVariant = 0;
  for (const post of POSTS) {
    const author = ids.get(post.author)!;
    const created = at(post.hoursAgo);
    const type = post.type ?? FEED_TYPE.normal;
    const others = active.filter((id) => id !== author);
    const postId = Number(
      insertPost.run(
        makeSlug(post.content, prng.int(0x100000, 0xffffff).toString(16)),
        author,
        type,
        post.content,
        post.pinnedHoursAgo === undefined ? null : at(post.pinnedHoursAgo).toISOString(),
        created.toISOString(),
      ).lastInsertRowid,
    );

    (post.files ?? []).forEach((file, position) => {
      if (file.kind === 'photo') {
        const svg = sceneSvg(file.caption, PALETTES[photoVariant % PALETTES.length]!, photoVariant);
        photoVariant++;
        const name = `${file.caption.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.svg`;
        files.create({ userId: author, kind: 'photo', name, mime: 'image/svg+xml', data: Buffer.from(svg), postId, position, now: created });
      } else {
        const mime = file.name.endsWith('.pdf') ? 'application/pdf' : file.name.endsWith('.csv') ? 'text/csv' : 'text/plain';
        files.create({ userId: author, kind: 'attachment', name: file.name, mime, data: file.body(), postId, position, now: created });
      }
    });

    if (type === FEED_TYPE.acknowledge) {
      for (const id of others) {
        const acknowledged = id === employee ? post.employeeAcknowledged === true : prng.chance(post.acknowledgedShare ?? 0);
        if (acknowledged) acknowledge.run(postId, id, later(created, 20).toISOString());
      }
    }
    for (const id of others) if (prng.chance(post.loveShare)) react.run(postId, id, 'love', later(created, 30).toISOString());

    // Comments spread over the time since the post, the latest well before now.
    const count = post.comments ?? 0;
    const step = (now.getTime() - created.getTime()) / (count + 1);
    let commentTime = created;
    for (let n = 0; n < count; n++) {
      commentTime = new Date(commentTime.getTime() + Math.min(step, 6 * 3_600_000) * (0.4 + prng.next() * 0.6));
      const commentId = Number(comment.run(postId, prng.pick(others), prng.pick(COMMENTS), commentTime.toISOString()).lastInsertRowid);
      for (const id of active) if (prng.chance(0.12)) reactComment.run(commentId, id, 'love', later(commentTime, 6).toISOString());
    }
  }

  const upsertWidget = db.prepare('INSERT INTO feed_widget_settings (key, is_enabled, position) VALUES (?, ?, ?)');
  WIDGET_KEYS.forEach((key, index) => upsertWidget.run(key, DEFAULT_DISABLED.includes(key) ? 0 : 1, index + 1));

  placeAnniversaries(db, todayInZone(DEFAULT_SETTINGS.timezone, now));
}

/** Anniversaries for the widgets, from `today` on: colleagues who did not join recently (the recent joiners stay recent). */
export function placeAnniversaries(db: Database, today: string): void {
  const settled = db
    .prepare<[string], number>(
      "SELECT id FROM users WHERE status = 'active' AND id > 6 AND joining_date <= ? ORDER BY id",
    )
    .pluck()
    .all(shiftDate(today, -60));
  const setJoined = db.prepare('UPDATE users SET joining_date = ? WHERE id = ?');
  ANNIVERSARIES.forEach(([inDays, years], index) => {
    const id = settled[index * 3];
    if (id !== undefined) setJoined.run(yearsBefore(shiftDate(today, inDays), years), id);
  });
}
