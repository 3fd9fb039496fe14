import { createContext, useContext } from 'react'

const FirstInvalid = createContext<string | undefined>(undefined)

/** Given by ConformForm to its fields: the name of the field that should take the focus. */
export const FirstInvalidProvider = FirstInvalid.Provider

/**
 * The field the focus starts in after a round trip without JavaScript (spec §5): the first one,
 * in `order` (the order they appear in) or else in the order of the errors, that has an error.
 */
export function firstInvalid(
  errors: Record<string, string[] | null | undefined> | undefined,
  order?: readonly string[],
): string | undefined {
  const names = order ?? Object.keys(errors ?? {})
  return names.find((name) => name !== '' && errors?.[name]?.length)
}

/**
 * Whether the field `name` asks for the focus: the first invalid field when there is one (with
 * JavaScript conform moves the focus there itself), otherwise where the form wants to start.
 */
export function useAutoFocus(name: string, otherwise?: boolean): boolean | undefined {
  const first = useContext(FirstInvalid)
  return first === undefined ? otherwise : first === name
}
