import type { FieldMetadata } from '@conform-to/react'
import { useRef, type PointerEvent, type ReactNode } from 'react'
import { holdToRepeat } from '~/components/forms/hold-to-repeat.ts'
import { useHydrated } from '~/components/forms/use-hydrated.ts'
import { shapeAmount } from '~/validation/input-masks.ts'
import { TextField } from './field.tsx'

const stepButtonClass =
  'flex size-11 shrink-0 touch-manipulation items-center justify-center rounded-md border border-slate-400 bg-white text-xl text-slate-900 select-none hover:bg-slate-100 focus:outline-none focus:ring-2 focus:ring-brand-600'

/** Tells conform (and the mask) that a script changed the value, as typing would. */
function setValue(input: HTMLInputElement, value: string) {
  if (input.value === value) return
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** One of the stepper's buttons: a press steps once, holding it repeats (spec §9). */
function StepButton({
  label,
  sign,
  controls,
  onStep,
}: {
  label: string
  sign: string
  controls: string
  onStep: () => void
}) {
  const stopRepeat = useRef<() => void>(undefined)
  const release = () => stopRepeat.current?.()
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      className={stepButtonClass}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0) return
        release()
        stopRepeat.current = holdToRepeat(onStep)
      }}
      onPointerUp={release}
      onPointerLeave={release}
      onPointerCancel={release}
      // A long touch would open the context menu instead of repeating.
      onContextMenu={(event) => event.preventDefault()}
      // A pointer press already stepped on pointerdown; a click with no pointer (detail 0) is
      // Enter or Space on the focused button.
      onClick={(event) => {
        if (event.detail === 0) onStep()
      }}
    >
      {sign}
    </button>
  )
}

/**
 * Spec §5 number input: whole numbers shown with comma thousands (12,500) as they are typed,
 * clamped to the bounds when the field is left, and − / + buttons that step by `step` and repeat
 * while held (spec §9). The bounds are named in the hint with their unit (lira unless said
 * otherwise). Without JavaScript the buttons are not drawn and the typed text is sent as is; the
 * server reads the commas back (quote/rules/number-range.ts) and says the spec's messages.
 */
export function NumberField({
  meta,
  label,
  min,
  max,
  step = 1,
  unit = '₺',
}: {
  meta: FieldMetadata<string | undefined | null | boolean>
  label: ReactNode
  min: number
  max: number
  step?: number
  /** Written after each bound: '₺', ' m²', '' for a count. */
  unit?: string
}) {
  const hydrated = useHydrated()
  const input = () => document.getElementById(meta.id) as HTMLInputElement
  const clamp = (n: number) => Math.min(max, Math.max(min, n))
  const typed = (value: string) => (/\d/.test(value) ? Number(value.replace(/\D/g, '')) : null)

  function stepBy(direction: 1 | -1) {
    const field = input()
    const current = typed(field.value)
    setValue(field, shapeAmount(String(current === null ? min : clamp(current + direction * step))))
  }

  return (
    <TextField
      meta={meta}
      label={label}
      mask="amount"
      autoComplete="off"
      hint={`${shapeAmount(String(min))}${unit} ile ${shapeAmount(String(max))}${unit} arasında, tam sayı`}
      onBlur={(event) => {
        const n = typed(event.currentTarget.value)
        if (n !== null) setValue(event.currentTarget, shapeAmount(String(clamp(n))))
      }}
      after={
        hydrated ? (
          <>
            <StepButton label="Azalt" sign="−" controls={meta.id} onStep={() => stepBy(-1)} />
            <StepButton label="Artır" sign="+" controls={meta.id} onStep={() => stepBy(1)} />
          </>
        ) : null
      }
    />
  )
}
