'use client';

import { useFormContext } from '@/components/ui/form-hooks';
import { Button } from '@/components/ui/button';

/** A settings form's submit button, busy while the form submits (inside the shared Form). */
export function SaveButton({ label = 'Save' }: { label?: string }) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" loading={formState.isSubmitting}>
      {label}
    </Button>
  );
}
