import type { SVGProps } from 'react';

/**
 * The product's icon set: stroke icons on a 24px grid, drawn inline so the
 * shell needs no icon font or library. Menu icons arrive from the server by
 * name (`author.sidebar[].icon`); unknown names fall back to a neutral dot.
 */

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const PATHS = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  feed: 'M4 4h16v16H4z M8 8h8 M8 12h8 M8 16h5',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  clock: `${circle(12, 12, 9)} M12 7v5l3.5 2`,
  grid: 'M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z',
  'person-clock': `${circle(9, 7.5, 3.5)} M2.5 20c0-3.6 2.9-6.5 6.5-6.5 1.1 0 2.1.3 3 .7 ${circle(17.5, 16.5, 4)} M17.5 14.5v2l1.3 1`,
  shift: 'M17 2.5 20 5.5l-3 3 M4 11V9.5a4 4 0 0 1 4-4h12 M7 21.5l-3-3 3-3 M20 13v1.5a4 4 0 0 1-4 4H4',
  leave: 'M12 3a9 9 0 0 1 9 9H3a9 9 0 0 1 9-9z M12 12v7a2 2 0 0 0 4 0',
  'leave-all': 'M9 3h6v3H9z M6 5H5v16h14V5h-1 M9 13l2 2 4-4',
  people: `${circle(9, 7.5, 3.5)} M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5 ${circle(17, 8.5, 2.8)} M17.5 14c2.4.4 4 2.6 4 5.5`,
  target: `${circle(12, 12, 9)} ${circle(12, 12, 5)} ${circle(12, 12, 1)}`,
  chart: 'M4 3v17h17 M8 16v-4 M12 16V8 M16 16v-6 M20 16V6',
  plan: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.9L12 16.4l-5.2 2.8 1-5.9L3.5 9.2l5.9-.9z',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6 M9 16h3',
  settings: `${circle(12, 12, 3)} M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z`,
  building: 'M4 21V4h10v17 M14 9h6v12 M2.5 21h19 M8 8h2 M8 12h2 M8 16h2',
  bell: 'M6 16v-5a6 6 0 1 1 12 0v5l2 2H4z M10 20.5a2 2 0 0 0 4 0',
  search: `${circle(11, 11, 7)} M20.5 20.5 16 16`,
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  apps: `${circle(6, 6, 1.6)} ${circle(12, 6, 1.6)} ${circle(18, 6, 1.6)} ${circle(6, 12, 1.6)} ${circle(12, 12, 1.6)} ${circle(18, 12, 1.6)} ${circle(6, 18, 1.6)} ${circle(12, 18, 1.6)} ${circle(18, 18, 1.6)}`,
  'panel-left': 'M3 4h18v16H3z M9 4v16 M5.5 8h1 M5.5 11h1',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  user: `${circle(12, 8, 4)} M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8`,
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4 M16 17l5-5-5-5 M21 12H9',
  close: 'M6 6l12 12 M18 6 6 18',
  file: 'M6 3h8l4 4v14H6z M14 3v4h4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 3.5 2.5 20h19z M12 10v4.5 M12 17.2v.3',
  info: `${circle(12, 12, 9)} M12 11v6 M12 7.6v.3`,
  question: `${circle(12, 12, 9)} M9.5 9.3a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.9-1.1 1.6v.5 M12 16.9v.3`,
  'wifi-off': 'M2 8.5a15 15 0 0 1 4.4-2.8 M10.7 5.1A15 15 0 0 1 22 8.5 M5 12.5a10 10 0 0 1 4.2-2.3 M15 10.9a10 10 0 0 1 4 1.6 M8.5 16a5 5 0 0 1 7 0 M12 19.5h.01 M3 3l18 18',
  upgrade: `${circle(12, 12, 9)} M12 16.5v-9 M8 11.5l4-4 4 4`,
  dot: circle(12, 12, 3),
} as const;

export type IconName = keyof typeof PATHS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(PATHS, name);
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** An icon of the set, or a server-sent name (unknown names draw a dot). */
  name: IconName | (string & {});
  size?: number;
  /** Label for a meaningful icon; without it the icon is decorative (aria-hidden). */
  title?: string;
}

export function Icon({ name, size = 20, title, strokeWidth = 1.75, className, ...props }: IconProps) {
  const d = isIconName(name) ? PATHS[name] : PATHS.dot;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className ?? ''}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
