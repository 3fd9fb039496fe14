import { JsonLd } from '~/components/json-ld.tsx'
import { SectionLinks } from '~/components/page.tsx'
import { UpstreamPage } from '~/components/upstream-page.tsx'
import { UpstreamNotice } from '~/components/upstream-notice.tsx'
import { upstreamContext } from '~/session/session.server.ts'
import { getFaqPosts } from '~/upstream/content.server.ts'
import { plainText, sanitizeContent } from '~/utils/sanitize.server.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/faq'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await getFaqPosts(await upstreamContext({ request, context }))
  if (!result.ok) return { ok: false as const, message: result.message }
  const groups = new Map<
    string,
    { id: number; question: string; answerHtml: string; answerText: string }[]
  >()
  for (const post of result.body.Results ?? []) {
    const group = groups.get(post.Category) ?? []
    group.push({
      id: post.Id,
      question: post.Question,
      answerHtml: sanitizeContent(post.Answer),
      answerText: plainText(post.Answer),
    })
    groups.set(post.Category, group)
  }
  return {
    ok: true as const,
    groups: [...groups].map(([category, items]) => ({ category, items })),
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Sıkça Sorulan Sorular',
    description:
      'Teklif alma, SMS doğrulama, ödeme, poliçe, hasar ve üyelik hakkında en çok sorulan soruların yanıtları. Aradığınızı bulamazsanız bize ulaşın.',
  })

const slug = (text: string) =>
  text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <UpstreamPage
      title="Sıkça Sorulan Sorular"
      lead="Teklif, ödeme, poliçe ve hasar süreçleriyle ilgili merak ettiklerinizi bir araya getirdik."
      crumbs={[{ name: 'Sıkça Sorulan Sorular', path: '/sss' }]}
      width="max-w-4xl"
    >
      {loaderData.ok ? (
        <>
          <SectionLinks
            label="Soru grupları"
            sections={loaderData.groups.map((g) => ({ id: slug(g.category), name: g.category }))}
          />
          <div className="space-y-10">
            {loaderData.groups.map((group) => (
              <section
                key={group.category}
                id={slug(group.category)}
                aria-labelledby={`${slug(group.category)}-baslik`}
                className="scroll-mt-4"
              >
                <h2
                  id={`${slug(group.category)}-baslik`}
                  className="text-2xl font-bold text-brand-900"
                >
                  {group.category}
                </h2>
                <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {group.items.map((item) => (
                    <details key={item.id} id={`soru-${item.id}`} className="scroll-mt-4 p-4">
                      <summary className="cursor-pointer font-semibold text-slate-900">
                        {item.question}
                      </summary>
                      <div
                        className="content-html mt-2 text-slate-700"
                        dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                      />
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </div>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: loaderData.groups.flatMap((g) =>
                g.items.map((item) => ({
                  '@type': 'Question',
                  name: item.question,
                  acceptedAnswer: { '@type': 'Answer', text: item.answerText },
                })),
              ),
            }}
          />
        </>
      ) : (
        <UpstreamNotice message={loaderData.message} />
      )}
    </UpstreamPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
