import type { ReactNode } from 'react'

/**
 * A policy's insurer, number and cover period as a definition list (Poliçelerim's rows, the
 * renewal page); `children` adds the rows only one of them shows (premium, refund, subject).
 */
export function PolicyFacts(props: {
  insurer: string
  policyNumber: string
  period: string
  className: string
  children?: ReactNode
}) {
  return (
    <dl className={`grid gap-x-3 text-slate-700 ${props.className}`}>
      <dt>Sigorta şirketi</dt>
      <dd>{props.insurer}</dd>
      <dt>Poliçe numarası</dt>
      <dd>{props.policyNumber}</dd>
      <dt>Sigorta süresi</dt>
      <dd>{props.period}</dd>
      {props.children}
    </dl>
  )
}
