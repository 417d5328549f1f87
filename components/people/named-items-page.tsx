import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { SearchBox } from '@/components/kit/search-box';
import { SettingsPage } from '@/components/kit/settings-page';
import { buttonClasses } from '@/components/ui/button';
import { definePage } from '@/lib/page';
import { namedItemApi, type NamedItemKind } from '@/lib/people/endpoints';
import { NAMED_ITEM_SCREENS } from '@/lib/people/named-items';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam, withParams } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';
import { AddNamedItemButton, DeleteNamedItemButton, EditNamedItemButton } from './named-item-actions';

/**
 * The screen of one list of simple named items (departments, designations…):
 * searchable, paged by the tenant's rows per page, with add, edit and delete
 * by permission. Each route's page.tsx is `namedItemsPage('<kind>')`.
 */
export function namedItemsPage(kind: NamedItemKind) {
  const screen = NAMED_ITEM_SCREENS[kind];
  return definePage(screen.route, {
    load: ({ search }) => ({
      items: serverCall(namedItemApi[kind].index, { query: { page: pageParam(search), search: textParam(search.search) || undefined } }),
    }),
    render: ({ items }, { can, search }) => {
      const searched = textParam(search.search);
      const add = can(screen.can.add) ? <AddNamedItemButton kind={kind} noun={screen.noun} /> : null;
      const membersRoute = 'membersRoute' in screen ? screen.membersRoute : null;
      return (
        <SettingsPage title={screen.title} description={screen.description} card={false} actions={add}>
          <SearchBox label={`Search ${screen.title.toLowerCase()}`} />
          <DataTable
            caption={screen.title}
            rows={items.data}
            rowKey={(item) => item.id}
            columns={[
              { key: 'name', header: 'Name', cell: (item) => item.name },
              { key: 'description', header: 'Description', cell: (item) => item.description ?? '—', hideBelow: 'md', className: 'max-w-sm wrap-anywhere' },
              { key: 'count', header: screen.countLabel, cell: (item) => item.people_count, hideBelow: 'sm', stack: true },
            ]}
            rowActions={(item) => (
              <>
                {membersRoute ? (
                  <IntentLink href={routeHref(membersRoute, { group_id: item.id })} className={buttonClasses('ghost')} aria-label={`People of ${item.name}`}>
                    People
                  </IntentLink>
                ) : null}
                {can(screen.can.edit) ? <EditNamedItemButton kind={kind} noun={screen.noun} id={item.id} name={item.name} /> : null}
                {can(screen.can.delete) ? <DeleteNamedItemButton kind={kind} noun={screen.noun} id={item.id} name={item.name} /> : null}
              </>
            )}
            empty={
              searched
                ? { title: `No ${screen.title.toLowerCase()} match “${searched}”`, text: 'Try another name, or clear the search.' }
                : { title: `No ${screen.title.toLowerCase()} yet`, text: `Add the first ${screen.noun} to start using it on employee profiles.`, action: add }
            }
            meta={items.meta}
            pageHref={(page) => `${screen.route}${withParams(search, { page: page > 1 ? page : undefined })}`}
            noun={screen.title.toLowerCase()}
          />
        </SettingsPage>
      );
    },
  });
}
