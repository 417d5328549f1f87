/** A form control's classes, with the error border when invalid: FieldFrame's, and the React-free sign-in page's (lib/auth/login-page.client.ts). */
export const controlClasses = (invalid: boolean) =>
  `min-h-10 rounded-md border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 ${
    invalid ? 'border-error' : 'border-slate-300'
  }`;
