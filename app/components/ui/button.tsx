import type { ButtonHTMLAttributes } from 'react'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const

/** Spec §4: disabled while loading, showing a spinner; it stays a plain submit button without JS. */
export function Button({
  pending = false,
  variant = 'primary',
  className = '',
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  pending?: boolean
  variant?: keyof typeof variants
}) {
  return (
    <button
      {...rest}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : null}
      {children}
    </button>
  )
}
