import { ICON_LABELS, type CalendarIconKind } from '@/lib/time/icons';

/**
 * Calendar cell icons: one element per icon, a coloured tile with a glyph, so a
 * bird view of a thousand people × 31 days stays cheap to render. The tile takes the
 * theme's colour; the glyph a dark shade of it, at least 4.5:1 on the tile.
 */

const STYLES: Record<CalendarIconKind, { glyph: string; className: string }> = {
  present: { glyph: '●', className: 'bg-teal/15 text-teal-800' },
  completed: { glyph: '✓', className: 'bg-success/15 text-green-800' },
  incomplete: { glyph: '◐', className: 'bg-warning/15 text-orange-800' },
  neutral: { glyph: '·', className: 'bg-slate-100 text-slate-600' },
  leave: { glyph: 'L', className: 'bg-cyan/20 text-cyan-800' },
  absent: { glyph: '✕', className: 'bg-error/15 text-red-800' },
  unassigned: { glyph: '?', className: 'bg-indigo-100 text-indigo-700' },
  irregular: { glyph: '!', className: 'bg-accent/20 text-orange-800' },
  late: { glyph: '◷', className: 'bg-warning/20 text-orange-800' },
  remote: { glyph: '⌂', className: 'bg-primary/10 text-primary' },
  half_leave: { glyph: '½', className: 'bg-cyan/20 text-cyan-800' },
  comment: { glyph: '✎', className: 'bg-slate-200 text-slate-700' },
  holiday: { glyph: 'H', className: 'bg-violet-100 text-violet-700' },
};

/**
 * sm 16 px, md 24 px; the responsive sizes fit a phone's calendar cell (about 26 px inside):
 * `responsive` is sm there and md from 640 px, `badge` 12 px there (two to a row) and sm from 640 px.
 */
export type DayIconSize = 'sm' | 'md' | 'responsive' | 'badge';
const DIMENSIONS: Record<DayIconSize, string> = {
  sm: 'size-4 text-[10px]',
  md: 'size-6 text-xs',
  responsive: 'size-4 text-[10px] sm:size-6 sm:text-xs',
  badge: 'size-3 text-[8px] sm:size-4 sm:text-[10px]',
};

export function dayIconClass(kind: CalendarIconKind, size: DayIconSize = 'md'): string {
  const dimensions = DIMENSIONS[size];
  return `inline-grid ${dimensions} shrink-0 place-items-center rounded-md font-bold leading-none ${STYLES[kind].className}`;
}

export const dayGlyph = (kind: CalendarIconKind) => STYLES[kind].glyph;

/** One icon; decorative unless `label` is set (cells carry their own label). */
export function DayIcon({ kind, size = 'md', label }: { kind: CalendarIconKind; size?: DayIconSize; label?: boolean }) {
  return (
    <span className={dayIconClass(kind, size)} title={ICON_LABELS[kind]} aria-hidden={label ? undefined : true} aria-label={label ? ICON_LABELS[kind] : undefined} role={label ? 'img' : undefined}>
      {STYLES[kind].glyph}
    </span>
  );
}

/** The legend of the icon kinds a screen uses. */
export function DayIconLegend({ kinds, className = '' }: { kinds: readonly CalendarIconKind[]; className?: string }) {
  return (
    <ul aria-label="Legend" className={`flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600 ${className}`}>
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <DayIcon kind={kind} size="sm" />
          {ICON_LABELS[kind]}
        </li>
      ))}
    </ul>
  );
}
