'use client';

import type { SelectHTMLAttributes } from 'react';

/**
 * A select in a GET form that sends the form as soon as it changes: what the page shows follows
 * the choice at once. Holiday import showed one country's holidays under pickers already set to
 * another, and its Import took the shown ones. The form's own button still sends it before the
 * page's script runs.
 */
export function SubmitOnChangeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      {...props}
      onChange={(event) => {
        props.onChange?.(event);
        event.currentTarget.form?.requestSubmit();
      }}
    />
  );
}
