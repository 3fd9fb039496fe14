import type { ReactNode } from 'react'

/** A titled part of a step's form; the heading gives the section its name for screen readers. */
export function StepSection({
  id,
  title,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
