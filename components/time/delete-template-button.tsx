'use client';

import { DeleteButton } from '@/components/kit/delete-button';
import { callEndpoint } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';

/** Deleting a shift template: a template with upcoming shifts asks again (the in-use protocol) before they go too. */
export function DeleteTemplateButton({ id, name }: { id: number; name: string }) {
  return <DeleteButton name={name} remove={(action) => callEndpoint(timeApi.deleteTemplate, { params: { id }, query: action ? { action } : undefined })} />;
}
