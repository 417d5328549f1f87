'use client';

import { DeleteButton } from '@/components/kit/delete-button';
import { callEndpoint } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';

/**
 * Deleting a shift template: a template with upcoming shifts asks again (the in-use protocol) before
 * they go too. The confirmed retry says so with the spec's `?confirmed=1` (part 1 §7: "DELETE
 * delete/{id} with optional confirmed"), not the protocol's `?action=`.
 */
export function DeleteTemplateButton({ id, name }: { id: number; name: string }) {
  return <DeleteButton name={name} remove={(action) => callEndpoint(timeApi.deleteTemplate, { params: { id }, query: action ? { confirmed: 1 } : undefined })} />;
}
