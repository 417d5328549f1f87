import type { ReactNode } from 'react';

/** A titled card: one section of a screen with its own actions. Its title can take the focus (a wizard's next step moves it there). */
export function SectionCard({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        {/* The text takes the room the actions leave: a long description wraps beside them instead of pushing them under it. */}
        <div className="min-w-0 flex-[1_1_14rem]">
          <h2 tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
