/** The id of the operation's form, and of the main region the skip link leads to. */
export const OPERATION_FORM_ID = 'operation-form'
export const MAIN_ID = 'operation'

/** Puts the keyboard in the operation's form (its first field, else its first button); false without one. */
export function focusOperationForm(): boolean {
  const first = document
    .getElementById(OPERATION_FORM_ID)
    ?.querySelector<HTMLElement>('input, select, textarea, button')
  first?.focus()
  return first != null
}
