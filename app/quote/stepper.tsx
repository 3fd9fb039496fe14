import { Link } from 'react-router'
import type { WizardBase } from './wizard/base.ts'

/**
 * Where the visitor is in the quote: the verification done, then the line's steps. Steps already
 * reached are links (back and forward keep what was saved); the current one is marked for
 * assistive technology with aria-current. On a phone only the current step shows, as one line
 * ("Kasko Sigortası · Adım 3 / 5"), so the step's own content starts on the first screen.
 */
export function Stepper({
  steps,
  current,
  lineName,
}: {
  steps: WizardBase['steps']
  current: string
  lineName: string
}) {
  const hiddenOnPhones = 'hidden sm:flex'
  return (
    <nav aria-label="Teklif adımları" className="mb-2 sm:mb-6">
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <li className={`${hiddenOnPhones} items-center gap-2 text-slate-600`}>
          <span className="grid size-7 place-items-center rounded-full bg-brand-100 font-semibold text-brand-900">
            1
          </span>
          Doğrulama
        </li>
        {steps.map((step, index) => {
          const isCurrent = step.segment === current
          const marker = (
            <span
              className={`hidden size-7 place-items-center rounded-full font-semibold sm:grid ${
                isCurrent ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-900'
              }`}
            >
              {index + 2}
            </span>
          )
          return (
            <li
              key={step.segment}
              aria-current={isCurrent ? 'step' : undefined}
              className={`${isCurrent ? 'flex' : hiddenOnPhones} items-center gap-2`}
            >
              {step.href && !isCurrent ? (
                <Link to={step.href} className="flex items-center gap-2 text-brand-700 underline">
                  {marker}
                  {step.title}
                </Link>
              ) : (
                <span
                  className={`flex items-center gap-2 ${isCurrent ? 'font-semibold' : 'text-slate-500'}`}
                >
                  {isCurrent ? (
                    <span className="font-normal text-brand-700 sm:hidden">
                      {lineName} · Adım {index + 2} / {steps.length + 1} ·
                    </span>
                  ) : null}
                  {marker}
                  {step.title}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
