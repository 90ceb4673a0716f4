// The look of the form kit, in one place: every field, hint, error and button of every form uses these classes.
export const inputClass =
  'min-h-6 w-full rounded border border-line bg-page px-1.5 py-1 text-ink outline-none focus:border-brand data-[invalid]:border-danger aria-invalid:border-danger data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';
export const labelClass = 'font-semibold';
export const hintClass = 'text-sm text-muted';
export const errorClass = 'text-sm text-danger';
/** A field: label, control, hint and errors stacked. */
export const fieldClass = 'flex flex-col gap-0.5';

export const primaryButtonClass =
  'min-h-6 rounded bg-brand px-3 py-1 font-bold text-on-brand disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex min-h-6 items-center justify-center rounded border border-line bg-page px-2 py-1 font-semibold text-ink no-underline';
/** A button that reads as a link (forgot password, back to login, cancel). */
export const linkButtonClass = 'min-h-6 self-start text-link underline underline-offset-2';
