'use client';

import { useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useSignOut } from '@/components/shell/sign-out-button';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icons';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { endpointQuery } from '@/lib/client/endpoint';
import { profilePath } from '@/lib/shell/search';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/**
 * The employee handbook, when the company has one: read from the configuration
 * list the first time the menu opens (the menu's content mounts on opening).
 */
function HandbookItem() {
  const { data } = useQuery({ ...endpointQuery(appSettingsApi.configuration.list), staleTime: 5 * 60_000 });
  const url = data?.data.handbook_url;
  if (!url) return null;
  return (
    <DropdownMenuItem asChild>
      <a href={url} target="_blank" rel="noreferrer noopener">
        <Icon name="info" size={18} className="text-slate-500" />
        Employee handbook
      </a>
    </DropdownMenuItem>
  );
}

/** The profile menu (spec part 1 §2): My Profile (by username), the employee handbook when there is one, and Sign Out. */
export function ProfileMenu({ name, username, avatar }: { name: string; username: string; avatar: string | null }) {
  const { signOut, pending } = useSignOut();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Profile menu, ${name}`}
        className="flex items-center gap-2 rounded-full p-1 pr-1.5 text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 xl:pr-3"
      >
        {/* The name shows from xl: below, the search field, the clock widget, the server time and an
            Upgrade button share the header, and the search field needs the room more. */}
        <Avatar src={avatar} name={name} size={36} />
        <span className="hidden max-w-40 truncate text-sm font-medium xl:inline">{name}</span>
        <Icon name="chevron-down" size={16} className="hidden text-slate-500 xl:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="flex items-center gap-3 px-3 py-2.5">
          <Avatar src={avatar} name={name} size={40} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-600">@{username}</p>
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <IntentLink href={profilePath(username)}>
            <Icon name="user" size={18} className="text-slate-500" />
            {SHELL_TEXTS.myProfile}
          </IntentLink>
        </DropdownMenuItem>
        <HandbookItem />
        <DropdownMenuItem
          disabled={pending}
          onSelect={(event) => {
            event.preventDefault();
            void signOut();
          }}
        >
          <Icon name="logout" size={18} className="text-slate-500" />
          {SHELL_TEXTS.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
