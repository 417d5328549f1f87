import type { SVGProps } from 'react';

/** The feed's own stroke icons (24px grid), drawn like components/ui/icons. */
const PATHS = {
  heart: 'M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z',
  comment: 'M4 5h16v11H9l-5 4z',
  pin: 'M9 3h6l-1 6 3 3v2H7v-2l3-3z M12 14v7',
  more: 'M5 12h.01 M12 12h.01 M19 12h.01',
  trash: 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6',
  edit: 'M4 20h4L19 9l-4-4L4 16z M14 6l4 4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
  file: 'M6 3h8l4 4v14H6z M14 3v4h4',
  image: 'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15.5 9.5h.01',
  paperclip: 'M20 11.5 12.5 19a5 5 0 0 1-7-7L13 4.5a3.3 3.3 0 0 1 4.7 4.7L10.2 16.7a1.7 1.7 0 0 1-2.4-2.4L15 7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  'check-circle': 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z M8 12.5l2.8 2.8L16 10',
  megaphone: 'M4 10v4h3l7 4V6L7 10z M17 9a3 3 0 0 1 0 6 M7 14l1 5h2l-1-5',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  close: 'M6 6l12 12 M18 6 6 18',
  send: 'M4 12 20 4l-4 16-4-7z M12 13l8-9',
  cake: 'M4 20h16v-7H4z M4 16c2 1.3 4 1.3 6 0s4-1.3 6 0 3 1.3 4 0 M12 13V9 M12 6.5v.01',
  award: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10z M8.5 13 7 21l5-3 5 3-1.5-8',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  plane: 'M3 13l18-8-6 16-3-7z',
  clock: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z M12 7v5l3.5 2',
  'arrow-up': 'M12 19V5 M6 11l6-6 6 6',
  'arrow-down': 'M12 5v14 M18 13l-6 6-6-6',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
} as const;

export type FeedIconName = keyof typeof PATHS;

export function FeedIcon({
  name,
  size = 20,
  filled = false,
  strokeWidth = 1.75,
  className = '',
  ...props
}: Omit<SVGProps<SVGSVGElement>, 'name'> & { name: FeedIconName; size?: number; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      className={`shrink-0 ${className}`}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
