import { json } from '../http/respond';
import type { Router } from '../http/router';
import type { Services } from '../services';

/** Roles (spec: "Roles (under /settings/general/)"). The list also feeds quick entry and "change role". */
export function registerRoles(router: Router, services: Services): void {
  const list = services.db.prepare<[], { id: number; name: string; position: number }>(
    'SELECT id, name, position FROM roles ORDER BY position, id',
  );

  router.get('/settings/general/roles/list', () => json({ data: list.all() }), { can: ['view_role', 'add_employee', 'edit_employee'] });
}
