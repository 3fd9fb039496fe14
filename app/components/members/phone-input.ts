import type { FormEvent } from 'react'

/** Spec §5 mask (5XX)XXX-XXXX, applied while typing; without JavaScript any spacing is accepted. */
export function formatPhone(value: string): string {
  const d = value
    .replace(/\D/g, '')
    .replace(/^(90|0)/, '')
    .slice(0, 10)
  if (d.length === 0) return ''
  if (d.length <= 3) return `(${d}`
  if (d.length <= 6) return `(${d.slice(0, 3)})${d.slice(3)}`
  return `(${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`
}

export function maskPhoneInput(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const formatted = formatPhone(input.value)
  if (formatted !== input.value) input.value = formatted
}

export const phoneInputProps = {
  type: 'tel' as const,
  inputMode: 'numeric' as const,
  autoComplete: 'tel-national',
  maxLength: 13,
  onInput: maskPhoneInput,
}
