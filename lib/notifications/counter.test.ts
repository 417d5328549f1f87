import {
  countAfterPush,
  countAfterRead,
  flattenAlerts,
  markReadInPage,
  markReadInPages,
  newlyReadCount,
  prependPushed,
  type AlertPages,
} from './counter';
import type { Notification, NotificationPage } from './schemas';
import { testAlert } from './test-alert';

const alert = (id: number, is_read = false) => testAlert({ id, is_read, author: null, data: { message: `alert ${id}`, type: 'general', action: { kind: 'all_alerts' } } });

const page = (items: Notification[], current_page = 1, total = 12): NotificationPage => ({
  data: items,
  meta: { current_page, last_page: 3, per_page: 5, from: 1, to: items.length, total },
  total_unread: items.filter((item) => !item.is_read).length,
});

const pages = (...list: NotificationPage[]): AlertPages => ({ pages: list, pageParams: list.map((_, i) => i + 1) });

describe('countAfterPush', () => {
  it('raises the count for a new unread alert', () => {
    expect(countAfterPush(3, alert(1), false)).toBe(4);
    expect(countAfterPush(0, alert(1), false)).toBe(1);
  });
  it('leaves it for an alert seen before or already read', () => {
    expect(countAfterPush(3, alert(1), true)).toBe(3);
    expect(countAfterPush(3, alert(1, true), false)).toBe(3);
  });
});

describe('countAfterRead', () => {
  it('lowers the count by each newly read alert, never below zero', () => {
    expect(countAfterRead(4, 1)).toBe(3);
    expect(countAfterRead(1, 3)).toBe(0);
    expect(countAfterRead(2, 0)).toBe(2);
  });
  it('puts none unread for Mark All As Read before the server answers, not just the loaded ones fewer', () => {
    expect(countAfterRead(20, 5, undefined, true)).toBe(0);
    expect(countAfterRead(20, 5, 3, true)).toBe(3);
  });
  it('takes the server’s total when there is one', () => {
    expect(countAfterRead(4, 1, 7)).toBe(7);
    expect(countAfterRead(4, 4, 0)).toBe(0);
    expect(countAfterRead(4, 0, -2)).toBe(0);
  });
});

describe('reading in the list', () => {
  const first = page([alert(5), alert(4, true), alert(3)]);
  const second = page([alert(2), alert(1)], 2);

  it('counts only unread alerts the read touches', () => {
    expect(newlyReadCount(first.data, [5])).toBe(1);
    expect(newlyReadCount(first.data, [4])).toBe(0);
    expect(newlyReadCount(first.data, [99])).toBe(0);
    expect(newlyReadCount(first.data, 'all')).toBe(2);
  });

  it('marks one read and keeps the page object when nothing changes', () => {
    const after = markReadInPage(first, [3]);
    expect(after.data.map((item) => item.is_read)).toEqual([false, true, true]);
    expect(first.data[2]!.is_read).toBe(false);
    expect(markReadInPage(first, [4])).toBe(first);
  });

  it('marks all read across pages', () => {
    const after = markReadInPages(pages(first, second), 'all');
    expect(flattenAlerts(after).every((item) => item.is_read)).toBe(true);
    expect(markReadInPages(undefined, 'all')).toBeUndefined();
  });
});

describe('pushed alerts', () => {
  it('go on top of the first page and raise its totals', () => {
    const data = pages(page([alert(5), alert(4)]), page([alert(3)], 2));
    const after = prependPushed(data, alert(6));
    expect(flattenAlerts(after).map((item) => item.id)).toEqual([6, 5, 4, 3]);
    expect(after.pages[0]!.meta.total).toBe(13);
    expect(after.pages[0]!.total_unread).toBe(3);
  });

  it('are not added twice, nor to a list that has not loaded', () => {
    const data = pages(page([alert(5)]));
    expect(prependPushed(data, alert(5))).toBe(data);
    expect(prependPushed(undefined, alert(5))).toBeUndefined();
  });

  it('leave later pages overlapping, which the flat list folds', () => {
    // After a push, page 2 from the server starts one item later: its first item was page 1's last.
    const data = pages(page([alert(6), alert(5), alert(4)]), page([alert(4), alert(3)], 2));
    expect(flattenAlerts(data).map((item) => item.id)).toEqual([6, 5, 4, 3]);
  });
});
