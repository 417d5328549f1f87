import { RememberedLink } from '@/components/kit/remembered-link';
import { Icon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/intent-link';

/**
 * "‹ Holidays": a screen's way back, above its title, to a list as the user
 * last left it in this tab (its page, year, search). `remember: false` for a
 * page without a query (the settings menu): a plain link, no script for it.
 */
export function BackLink({ href, label, remember = true }: { href: string; label: string; remember?: boolean }) {
  const To = remember ? RememberedLink : IntentLink;
  return (
    <To href={href} className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline">
      <Icon name="chevron-right" size={16} className="rotate-180" />
      {label}
    </To>
  );
}
