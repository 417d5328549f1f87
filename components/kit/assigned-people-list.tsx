import type { ReactNode } from 'react';
import { DataTable } from '@/components/kit/data-table';
import { PersonCell } from '@/components/kit/person-cell';
import { SearchBox } from '@/components/kit/search-box';
import type { PagedList, Person } from '@/lib/shared/schemas';
import { textParam, withParams, type SearchParams } from '@/lib/search-params';

/**
 * The people assigned to an item, searchable and paged, each with its remove
 * action: the body of every assigned-people screen. Domain-free.
 */
export function AssignedPeopleList({
  itemName,
  people,
  search,
  href,
  remove,
  emptyTitle,
  emptyText,
}: {
  itemName: string;
  people: PagedList<Person>;
  search: SearchParams;
  /** The screen's own address, for the pager. */
  href: string;
  remove?: (person: Person) => ReactNode;
  emptyTitle?: string;
  /** What the empty list says beneath its title. */
  emptyText?: string;
}) {
  const searched = textParam(search.search);
  return (
    <>
      <SearchBox label="Search people" />
      <DataTable
        caption={`People in ${itemName}`}
        rows={people.data}
        rowKey={(person) => person.id}
        columns={[{ key: 'name', header: 'Name', cell: (person) => <PersonCell person={person} /> }]}
        rowActions={remove}
        empty={searched ? { title: `No one in ${itemName} matches “${searched}”` } : { title: emptyTitle ?? `No one is in ${itemName} yet`, text: emptyText }}
        meta={people.meta}
        pageHref={(page) => `${href}${withParams(search, { page: page > 1 ? page : undefined })}`}
        noun="people"
      />
    </>
  );
}
