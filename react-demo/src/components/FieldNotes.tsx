/** The ids of a field's notes, for its `aria-describedby`; undefined when it has none. */
export function notesIds(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

/** Under a field: its hint, then its error, announced when it appears. */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string
  hint: string | undefined
  error: string | undefined
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
