import { Link } from 'react-router'
import { PageHeader, TextSection } from '~/components/page.tsx'
import { useAgencyContent } from '~/components/root-data.ts'
import { accessibilityStatement } from '~/content/accessibility.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/accessibility-statement'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: accessibilityStatement.title,
    description: accessibilityStatement.description,
  })

export default function AccessibilityStatement() {
  const statement = useAgencyContent(accessibilityStatement)
  return (
    <main id="icerik">
      <PageHeader
        title={statement.title}
        lead={statement.lead}
        crumbs={[{ name: statement.title, path: '/erisilebilirlik' }]}
      />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        {statement.sections.map(({ items, ...section }) => (
          <TextSection key={section.heading} {...section}>
            {items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                {items.map((item) => (
                  <li key={item.slice(0, 40)}>{item}</li>
                ))}
              </ul>
            ) : null}
          </TextSection>
        ))}
        <p className="flex flex-wrap gap-4">
          <Link
            to="/iletisim"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
          >
            İletişim formu
          </Link>
          <Link
            to="/destek-talebi"
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Destek talebi
          </Link>
        </p>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
