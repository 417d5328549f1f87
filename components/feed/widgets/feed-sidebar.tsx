import type { ReactNode } from 'react';
import { shownCards, sidebarAnswers, type SidebarAnswers, type SidebarWidgets } from '@/lib/widgets/api';
import type { DailyClocksCard } from '@/lib/widgets/schemas';
import { WIDGET_TEXTS } from '@/lib/widgets/texts';
import { LiveDailyClocksCard } from './live-daily-clocks';
import { Card, PHONE_CARD, WidgetCard, type TenantDay } from './widget-card';

export type { TenantDay };

/**
 * The feed sidebar: the cards the setup enabled, in its order, at most
 * feed_widget_count of them. Each card stands alone: one that fails says so
 * and the others still show. "Clocked in today" follows clocking live
 * (live-daily-clocks.tsx); the others are of the day. The wall renders it in
 * place when its calls have answered, and streams it (FeedSidebar) when not.
 */
export function FeedSidebarCards({ answers, day }: { answers: SidebarAnswers; day: TenantDay }) {
  const { settings, widgets } = answers;
  if (!settings.ok) {
    return (
      <SidebarFrame>
        <Card title={WIDGET_TEXTS.title} icon="sparkle">
          <p className="text-sm text-slate-500">{WIDGET_TEXTS.failed}</p>
        </Card>
      </SidebarFrame>
    );
  }
  const cards = shownCards(settings.data);
  if (cards.length === 0) return null;
  return (
    <SidebarFrame>
      {cards.map((card) => {
        const result = widgets[card.key]!;
        return card.key === 'daily_clocks' && result.ok ? (
          <LiveDailyClocksCard key={card.key} card={card} initial={result.data as DailyClocksCard} day={day} />
        ) : (
          <WidgetCard key={card.key} card={card} result={result} day={day} />
        );
      })}
    </SidebarFrame>
  );
}

/** The sidebar when its calls were late: rendered once they answer, behind the caller's Suspense boundary. */
export async function FeedSidebar({ widgets, day }: { widgets: SidebarWidgets; day: TenantDay }) {
  return <FeedSidebarCards answers={await sidebarAnswers(widgets)} day={day} />;
}

function SidebarFrame({ children }: { children: ReactNode }) {
  return (
    <div
      aria-label={WIDGET_TEXTS.title}
      role="region"
      className="-mx-4 flex snap-x snap-mandatory items-start gap-3 overflow-x-auto px-4 pb-1 lg:mx-0 lg:items-stretch lg:flex-col lg:gap-4 lg:overflow-visible lg:px-0 lg:pb-0"
    >
      {children}
    </div>
  );
}

export function FeedSidebarSkeleton() {
  return (
    <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-4 lg:px-0 lg:pb-0" aria-busy aria-label={WIDGET_TEXTS.title}>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          className={`w-[82vw] max-w-80 shrink-0 animate-pulse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:w-72 lg:w-auto lg:max-w-none ${PHONE_CARD}`}
        >
          <div className="mb-4 h-5 w-32 rounded bg-slate-200" />
          {[0, 1, 2].map((row) => (
            <div key={row} className="mb-3 flex items-center gap-3">
              <div className="size-9 rounded-full bg-slate-200" />
              <div className="h-3.5 flex-1 rounded bg-slate-200" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
