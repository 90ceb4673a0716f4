// The errors of a field or a form under it: the element the field names with aria-describedby, so a screen reader
// reads them with the field. Renders nothing without errors (so the field is not described by an empty list).
// `announce`: read out at once when they appear (role alert), for errors that come after a submit, not on blur.
export function ErrorList({
  id,
  errors,
  announce,
}: {
  id?: string;
  errors?: ReadonlyArray<string | null | undefined> | null;
  announce?: boolean;
}) {
  const shown = errors?.filter((error): error is string => Boolean(error)) ?? [];
  if (shown.length === 0) return null;
  return (
    <ul id={id} role={announce ? 'alert' : undefined} className="flex flex-col text-sm text-danger">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
