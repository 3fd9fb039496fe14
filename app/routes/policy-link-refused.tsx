import { data, Link } from 'react-router'
import type { Route } from './+types/policy-link-refused'
import { pageTitle } from '~/components/seo.ts'

export const loader = ({ url }: Route.LoaderArgs) => {
  const failed = url.searchParams.get('durum') === 'hata'
  return data({ failed }, { status: failed ? 503 : 404 })
}

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, 'Poliçe bağlantısı'),
  { name: 'robots', content: 'noindex' },
]

const linkClass = 'font-semibold text-brand-700 underline'

/** Where a policy e-mail's link leads when it no longer downloads the policy. */
export default function PolicyLinkRefused({ loaderData }: Route.ComponentProps) {
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">
        {loaderData.failed ? 'Poliçeniz şu anda indirilemiyor' : 'Bu bağlantı artık geçerli değil'}
      </h1>
      <p className="mt-4 text-slate-700">
        {loaderData.failed
          ? 'Poliçenizi hazırlarken bir sorun oluştu. Lütfen birkaç dakika sonra bağlantıyı yeniden açın.'
          : 'Poliçe e-postasındaki indirme bağlantısı 30 gün geçerlidir ve yalnızca size gönderildiği haliyle çalışır. Süresi dolmuş ya da değiştirilmiş olabilir.'}
      </p>
      <p className="mt-4 text-slate-700">
        Poliçeniz e-postanın ekinde de duruyor. Aynı T.C. kimlik numarası ve cep telefonuyla üye
        olursanız tüm poliçelerinizi Hesabım → Poliçelerim sayfasından her zaman indirebilirsiniz.
      </p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to="/hesabim/policelerim" className={linkClass}>
          Poliçelerim
        </Link>
        <Link to="/uyeOl" className={linkClass}>
          Üye ol
        </Link>
        <Link to="/iletisim" className={linkClass}>
          Bize ulaşın
        </Link>
      </p>
    </main>
  )
}
