'use client';

import { SIDEBAR_ID } from '@/components/shell/sidebar';
import { useSidebar } from '@/components/shell/sidebar-state';
import { Icon } from '@/components/ui/icons';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/** The header toggle that opens and closes the sidebar (600 px and up). */
export function SidebarToggle() {
  const { expanded, toggle } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={SHELL_TEXTS.toggleSidebar}
      aria-expanded={expanded}
      aria-controls={SIDEBAR_ID}
      className="hidden size-10 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:grid"
    >
      <Icon name="panel-left" size={22} />
    </button>
  );
}
