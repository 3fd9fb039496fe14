// Issue 37 item 7: a NUL typed into free text was taken and turned into HTTP 500 on PostgreSQL,
// which refuses it in text. No field of any form takes a control character: nobody types one, a
// paste or a script brings it.

/**
 * The C0 controls but tab, line feed and carriage return (a message's lines); DEL and the C1
 * controls; the bidirectional embeddings, overrides and isolates, which make text read other than
 * it is stored.
 */
const controlCharacters =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g

export const hasControlCharacter = (text: string) => text.search(controlCharacters) !== -1

/** The names of the fields of `formData` that hold one. */
export const fieldsWithControlCharacters = (formData: FormData) =>
  new Set(
    [...formData.entries()]
      .filter(([, value]) => typeof value === 'string' && hasControlCharacter(value))
      .map(([name]) => name),
  )

/** The text without them: for a search box, where refusing would only leave nothing found. */
export const withoutControlCharacters = (text: string) => text.replace(controlCharacters, '')
