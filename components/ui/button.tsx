import { forwardRef, type ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'dangerGhost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-button text-button-text hover:brightness-95 disabled:opacity-60 aria-disabled:opacity-60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60 aria-disabled:opacity-60',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:opacity-60 aria-disabled:opacity-60',
  // The spec's error red (#FF585A) carries white text at 3:1 only; destructive buttons use a deeper red.
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-60 aria-disabled:opacity-60',
  // A destructive action beside others (Delete, Remove, Revoke): a variant, since a text colour given as
  // className beside ghost's own would lose to it (the stylesheet's order decides, not the class list's).
  dangerGhost: 'text-red-700 hover:bg-red-50 disabled:opacity-60 aria-disabled:opacity-60',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, className = '', disabled, children, type = 'button', onClick, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      // While it loads, the button keeps the focus and does nothing: a disabled button would drop
      // the focus to the page (the HTML focus fixup), so a keyboard user pressing Load more or Save
      // lost their place. A click is cancelled, and so is Enter in a form's field, which clicks the
      // form's submit button: no double submit.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {loading ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
});

/** Link styled as a button: same look, real navigation. */
export function buttonClasses(variant: Variant = 'primary', className = ''): string {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition ${VARIANTS[variant]} ${className}`;
}
