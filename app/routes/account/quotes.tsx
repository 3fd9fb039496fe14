import { Form, Link, redirect, useLoaderData, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { adoptDraft } from '~/quote/draft.server.ts'
import {
  heldDraft,
  memberQuotes,
  standingOf,
  type QuoteHolder,
} from '~/quote/member-quotes.server.ts'
import type { PageArgs } from '~/platform/request-context.ts'
import { pageTitle } from '~/components/seo.ts'
import { commitSession } from '~/session/session.server.ts'
import { getUserClaims } from '~/upstream/members.server.ts'
import { postedForm } from '~/utils/posted-form.server.ts'
import type { Route } from './+types/quotes'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Tekliflerim')

/** The member and whose quotes are theirs: their T.C. kimlik number and phone. */
async function memberWithHolder(args: PageArgs) {
  const signedIn = await requireMember(args)
  const claims = await getUserClaims(signedIn.upstream)
  await throwIfTokenRejected(claims, args.url, signedIn.session)
  const profile = claims.ok ? claims.body.Data : null
  if (!profile) throw new Response(claims.ok ? 'Üye bilgisi yok' : claims.message, { status: 502 })
  const holder: QuoteHolder = { nationalNumber: profile.NationalNumber, phone: profile.Phone }
  return { ...signedIn, holder }
}

export async function loader(args: Route.LoaderArgs) {
  const { holder, upstream } = await memberWithHolder(args)
  return { quotes: await memberQuotes(holder, upstream) }
}

/**
 * "Devam et": the quote continues in this session, from where it stands, nothing typed again. A
 * draft that is not the member's, or no longer kept, leaves them on the list.
 */
export async function action(args: Route.ActionArgs) {
  const { holder, session, upstream } = await memberWithHolder(args)
  const draftId = String((await postedForm(args.request)).get('draftId') ?? '')
  const draft = await heldDraft(holder, draftId)
  if (!draft) {
    session.flash('toast', {
      kind: 'warning',
      description: 'Bu teklif artık saklanmıyor. Yeni bir teklif alabilirsiniz.',
    })
    return redirect('/hesabim/tekliflerim', {
      headers: { 'Set-Cookie': await commitSession(session) },
    })
  }
  await adoptDraft(session, draft)
  const { href } = await standingOf(draft, upstream)
  return redirect(href, { headers: { 'Set-Cookie': await commitSession(session) } })
}

export default function Quotes() {
  const { quotes } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const continuing = navigation.formData?.get('draftId')
  return (
    <section aria-labelledby="teklif-baslik">
      <h2 id="teklif-baslik" className="text-xl font-semibold">
        Tekliflerim
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        T.C. kimlik numaranız ve üyelikteki cep telefonunuzla aldığınız teklifler, giriş yapmamış
        olsanız da burada listelenir. Her teklif son işleminizden sonra 24 saat saklanır; kaldığınız
        yerden, hiçbir bilgiyi yeniden yazmadan devam edebilirsiniz.
      </p>
      {quotes.length === 0 ? (
        <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p>Son 24 saatte aldığınız bir teklif yok.</p>
          <Link to="/" className="mt-2 inline-block font-semibold text-brand-700 underline">
            Teklif almaya başlayın
          </Link>
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Teklifleriniz, durumları ve en iyi fiyatları</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  Ürün
                </th>
                <th scope="col" className="pr-3">
                  Sigortalanan
                </th>
                <th scope="col" className="pr-3">
                  Tarih
                </th>
                <th scope="col" className="pr-3">
                  En iyi fiyat
                </th>
                <th scope="col" className="pr-3">
                  Durum
                </th>
                <th scope="col">
                  <span className="sr-only">İşlem</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((quote) => (
                <tr key={quote.draftId} className="border-b border-slate-200" data-testid="teklif">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {quote.lineName}
                  </th>
                  <td className="pr-3">{quote.subject || '—'}</td>
                  <td className="pr-3 whitespace-nowrap">{quote.changedAt}</td>
                  <td className="pr-3 whitespace-nowrap">{quote.bestPrice ?? '—'}</td>
                  <td className="pr-3">{quote.status}</td>
                  <td className="py-2">
                    <Form method="post">
                      <input type="hidden" name="draftId" value={quote.draftId} />
                      <Button
                        type="submit"
                        variant="secondary"
                        pending={continuing === quote.draftId}
                      >
                        {quote.action}
                        <span className="sr-only">{`: ${quote.lineName} ${quote.subject}`}</span>
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
