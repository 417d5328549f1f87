import { Button } from '@/components/ui/button';

/** A form's Cancel and submit buttons, stacked on phones. */
export function FormActions({ onCancel, submitLabel, submitting, cancelLabel = 'Cancel' }: { onCancel: () => void; submitLabel: string; submitting: boolean; cancelLabel?: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
