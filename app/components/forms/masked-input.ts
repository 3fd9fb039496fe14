import type { ClipboardEvent, FormEvent, HTMLAttributes } from 'react'
import { inputMasks, type InputMaskKind } from '~/validation/input-masks.ts'

type Mask = (value: string, maxLength?: number) => string

// Characters a mask writes by itself; the caret is placed by counting the others.
const literal = /[().\-,]/

const kept = (text: string) => [...text].filter((c) => !literal.test(c)).length

/**
 * Where the caret goes in `masked` so it follows the same typed characters it followed in `raw`:
 * editing in the middle must not throw it to the end. A caret at the end stays at the end.
 */
export function caretAfterMask(raw: string, caret: number, masked: string, mask: Mask): number {
  if (caret >= raw.length) return masked.length
  // Masking the text before the caret says how many typed characters stay in front of it.
  let wanted = kept(mask(raw.slice(0, caret)))
  let position = 0
  while (position < masked.length && wanted > 0) {
    if (!literal.test(masked[position]!)) wanted--
    position++
  }
  return position
}

function remask(input: HTMLInputElement, mask: Mask, maxLength: number | undefined) {
  const raw = input.value
  const masked = mask(raw, maxLength)
  if (masked === raw) return
  const caret = caretAfterMask(raw, input.selectionStart ?? raw.length, masked, mask)
  input.value = masked
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret)
}

/**
 * The props that mask a text input as it is typed: the keyboard to show, and the input and paste
 * handlers. Without JavaScript none of it runs, and the server reads any spacing the user typed.
 */
export function maskedInputProps(kind: InputMaskKind, maxLength: number | undefined) {
  const mask: Mask = inputMasks[kind]
  const inputMode: HTMLAttributes<HTMLInputElement>['inputMode'] =
    kind === 'name' || kind === 'plate' ? 'text' : 'numeric'
  return {
    inputMode,
    onInput: (event: FormEvent<HTMLInputElement>) => {
      // A deletion is left as it is: re-masking it could put back what was just deleted (a
      // date's padded zero, a phone's bracket), and the next typed character masks it again.
      const { inputType } = event.nativeEvent as InputEvent
      if (!inputType?.startsWith('delete')) remask(event.currentTarget, mask, maxLength)
    },
    // The field's maxlength would cut a pasted "+90 (532) 123 45 67" before the mask can read
    // it, so the paste is put in by hand and masked like typing; the mask keeps the length.
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const input = event.currentTarget
      const text = event.clipboardData.getData('text')
      if (!text) return
      event.preventDefault()
      input.setRangeText(
        text,
        input.selectionStart ?? input.value.length,
        input.selectionEnd ?? input.value.length,
        'end',
      )
      // Heard by conform (it revalidates on input) and by onInput above, which masks it.
      input.dispatchEvent(new Event('input', { bubbles: true }))
    },
  }
}
