import type { InputHTMLAttributes, ReactNode } from 'react'
import { useAutoFocus } from '../forms/first-invalid.ts'
import type { InputMaskKind } from '~/validation/input-masks.ts'
import { maskedInputProps } from '../forms/masked-input.ts'

/**
 * What a field needs to know of itself: conform's field metadata has it, and so has a form only
 * the server checks (server-checked-form.tsx), which therefore does not load conform.
 */
export interface FieldMeta {
  id: string
  name: string
  formId: string
  errorId: string
  errors?: string[]
  /** The value the page was rendered with: the server's, or what was posted. */
  initialValue?: unknown
}
type Meta = FieldMeta

/** id, name, form and aria-invalid: what every control of a field carries. */
function controlProps(meta: Meta) {
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    'aria-invalid': meta.errors ? true : undefined,
  }
}

const initialText = (meta: Meta) =>
  meta.initialValue === undefined || meta.initialValue === null
    ? undefined
    : String(meta.initialValue)

// focus-within as well as focus: a date field's focus is in its day, month or year part.
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 focus-within:ring-2 focus-within:ring-brand-600 aria-[invalid=true]:border-red-700'

export function FieldError({ meta }: { meta: Meta }) {
  // Always rendered, so aria-describedby never points at nothing and the message is announced.
  return (
    <p id={meta.errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
      {meta.errors?.[0]}
    </p>
  )
}

/**
 * A field's label above its control, then the hint and the error. The control gets `describedBy`
 * (hint and error ids) for its aria-describedby.
 */
function Labelled({
  meta,
  label,
  hint,
  children,
}: {
  meta: Meta
  label: ReactNode
  hint?: ReactNode
  children: (describedBy: string) => ReactNode
}) {
  const hintId = hint ? `${meta.id}-ipucu` : undefined
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children([hintId, meta.errorId].filter(Boolean).join(' '))}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError meta={meta} />
    </div>
  )
}

export type TextFieldProps = {
  meta: Meta
  label: ReactNode
  hint?: ReactNode
  type?: 'text' | 'tel' | 'email' | 'password' | 'date' | 'time' | 'number'
  /** How the text is shaped as it is typed or pasted, with the keyboard to match (spec §5). */
  mask?: InputMaskKind
  /**
   * Controls on the input's line after it, such as a number's − / + buttons. Controls drawn only
   * once hydrated pass null until then: the line is the same element either way, so hydrating
   * never replaces the input (with what a slow phone's visitor typed in it, and the focus).
   */
  after?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id' | 'defaultValue'>

/**
 * A labelled text input wired to its form: id, name, aria-invalid, aria-describedby, the value the
 * user typed (also after a no-JS round trip), the error below it and the focus when it is the
 * form's first invalid field (`autoFocus` says where to start when none is).
 */
export function TextField({
  meta,
  label,
  hint,
  mask,
  type = mask === 'phone' ? 'tel' : 'text',
  autoFocus,
  after,
  ...rest
}: TextFieldProps) {
  const props = {
    ...controlProps(meta),
    type,
    defaultValue: typeof meta.initialValue === 'string' ? meta.initialValue : undefined,
  }
  const masked = mask ? maskedInputProps(mask, rest.maxLength) : undefined
  const focus = useAutoFocus(meta.name, autoFocus)
  return (
    <Labelled meta={meta} label={label} hint={hint}>
      {(describedBy) => {
        const input = (
          <input
            {...props}
            {...masked}
            {...rest}
            autoFocus={focus}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )
        return after !== undefined ? (
          <div className="flex items-end gap-2">
            {input}
            {after}
          </div>
        ) : (
          input
        )
      }}
    </Labelled>
  )
}

/** A birth date typed in the spec's DD.MM.YYYY mask (spec §5). */
export function BirthDateField({ meta }: { meta: Meta }) {
  return (
    <TextField
      meta={meta}
      mask="date"
      label="Doğum tarihi"
      hint="GG.AA.YYYY, örnek: 15.06.1985"
      autoComplete="bday"
      maxLength={10}
    />
  )
}

/** A password (spec §5: at most 75 characters); the server never sends one back. */
export function PasswordField({
  autoComplete,
  ...rest
}: Omit<TextFieldProps, 'type' | 'maxLength'> & {
  autoComplete: 'current-password' | 'new-password'
}) {
  return <TextField {...rest} type="password" autoComplete={autoComplete} maxLength={75} />
}

export function SelectField({
  meta,
  label,
  options,
  placeholder = 'Seçiniz',
  emptyText = 'Veri Yok',
  defaultValue,
}: {
  meta: Meta
  label: ReactNode
  options: { id: string | number; name: string }[]
  placeholder?: string
  /** What an empty list says: spec §8's 'Veri Yok', unless it is still on its way. */
  emptyText?: string
  /** Instead of the form's initial value, for a select a script emptied by remounting it. */
  defaultValue?: string
}) {
  const focus = useAutoFocus(meta.name)
  return (
    <Labelled meta={meta} label={label}>
      {(describedBy) => (
        <select
          {...controlProps(meta)}
          defaultValue={defaultValue ?? initialText(meta)}
          autoFocus={focus}
          aria-describedby={describedBy}
          className={inputClass}
        >
          <option value="">{options.length ? placeholder : emptyText}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  )
}

export function CheckboxField({ meta, children }: { meta: Meta; children: ReactNode }) {
  const focus = useAutoFocus(meta.name)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...controlProps(meta)}
          type="checkbox"
          value="on"
          defaultChecked={meta.initialValue === 'on'}
          autoFocus={focus}
          aria-describedby={meta.errorId}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      <FieldError meta={meta} />
    </div>
  )
}

/** A labelled multi-line text field wired to its form, like TextField. */
export function TextAreaField({
  meta,
  label,
  rows = 5,
  maxLength,
}: {
  meta: Meta
  label: ReactNode
  rows?: number
  maxLength?: number
}) {
  const focus = useAutoFocus(meta.name)
  return (
    <Labelled meta={meta} label={label}>
      {(describedBy) => (
        <textarea
          {...controlProps(meta)}
          defaultValue={initialText(meta)}
          rows={rows}
          maxLength={maxLength}
          autoFocus={focus}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Labelled>
  )
}
