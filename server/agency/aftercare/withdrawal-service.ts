import { Hono, type Context } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { fail, ok, readBody, type Body, type Caller } from '../http.ts'
import { printablePolicyNumber } from '../payments/policy-access.ts'
import { insuredGreeting } from '../payments/policy-email.ts'
import type { Branding } from '../print/branding.ts'
import { formatPremium } from '../print/document.ts'
import { quoteLines } from '../quotes/lines.ts'
import { todayInTurkey, trDate } from '../registry/dates.ts'
import { withdrawalTermsOf } from './bought-policies.ts'
import { recordWithdrawal, withdrawablePolicy } from './store.ts'
import { SHORT_TERM_REASON } from './withdrawal-terms.ts'

type Env = { Variables: { caller: Caller } }

const notFound = 'Poliçe bulunamadı.'

/** Decision 063: what the regulation and the compulsory lines' rules say, as the refusals. */
const shortTermRefusal = `${SHORT_TERM_REASON}; poliçenizi acentemiz aracılığıyla iptal ettirebilirsiniz.`
const replacementRefusal =
  'Zorunlu sigortadan cayabilmek için yerine başka bir poliçe yaptırdığınızı ya da yaptıracağınızı onaylamanız gerekir.'

type WithdrawablePolicy = NonNullable<Awaited<ReturnType<typeof withdrawablePolicy>>>

/** The withdrawal as the storefront shows it: what was paid, what comes back, until when. */
function withdrawalView(policy: WithdrawablePolicy, today: string) {
  const terms = withdrawalTermsOf(policy, today)
  const withdrawn = policy.withdrawn_at !== null
  return {
    PolicyNumber: policy.policy_number,
    ProductKey: policy.product_key,
    InsurerName: policy.insurer_name,
    StartsOn: policy.starts_on,
    EndsOn: policy.ends_on,
    PaidAmount: policy.amount_kurus / 100,
    LastDay: terms.lastDay,
    Withdrawable: terms.open && !withdrawn,
    Exception: terms.exception,
    ReplacementRequired: terms.replacementRequired,
    RefundRule: terms.rule,
    RefundAmount: (withdrawn ? policy.refund_kurus! : terms.refundKurus) / 100,
    WithdrawnOn: withdrawn ? todayInTurkey(new Date(policy.withdrawn_at!)) : null,
  }
}

/**
 * The 14-day right of withdrawal (cayma hakkı) on the common API, for the policy's owner only:
 * the member who bought it, the holder of its e-mail's signed link, the checkout that bought it
 * (the same check as printing it). `cayma-bilgisi` says what withdrawing would mean today;
 * `cayma` cancels the policy, records the refund and confirms by SMS and e-mail, unless the
 * regulation excepts the policy or a compulsory line's replacement was not declared.
 */
export function withdrawalService(db: AgencyDb, messenger: Messenger, branding: Branding) {
  const ownPolicy = async (c: Context<Env>, body: Body) => {
    const number = await printablePolicyNumber(db, body, c.get('caller'))
    return number === null ? null : ((await withdrawablePolicy(db, number)) ?? null)
  }

  return new Hono<Env>()
    .post('/api/police/cayma-bilgisi', async (c) => {
      const policy = await ownPolicy(c, await readBody(c))
      if (!policy) return fail(c, 404, notFound)
      return ok(c, { Data: withdrawalView(policy, todayInTurkey()) })
    })
    .post('/api/police/cayma', async (c) => {
      const body = await readBody(c)
      const policy = await ownPolicy(c, body)
      if (!policy) return fail(c, 404, notFound)
      const today = todayInTurkey()
      const view = withdrawalView(policy, today)
      if (view.WithdrawnOn) return fail(c, 409, 'Bu poliçe için cayma hakkı zaten kullanıldı.')
      if (view.Exception) return fail(c, 409, shortTermRefusal)
      if (!view.Withdrawable) {
        return fail(c, 409, `Cayma süresi ${trDate(view.LastDay)} tarihinde sona erdi.`)
      }
      if (view.ReplacementRequired && body.ReplacementDeclared !== 'true') {
        return fail(c, 400, replacementRefusal)
      }
      const refundKurus = Math.round(view.RefundAmount * 100)
      const recorded = await recordWithdrawal(db, {
        policyId: policy.id,
        refundKurus,
        refundRule: view.RefundRule,
      })
      // A second tab's request that lost the race: the first one withdrew it and told the owner.
      if (!recorded) {
        return fail(c, 409, 'Bu poliçe için cayma hakkı zaten kullanıldı.')
      }
      const line = quoteLines[policy.product_key]?.title ?? policy.product_key
      const refund = formatPremium(refundKurus / 100)
      const text =
        `${policy.insurer_name} ${line} poliçeniz (${policy.policy_number}) cayma talebiniz üzerine ${trDate(today)} tarihinde iptal edildi. ` +
        `İade tutarı: ${refund}; ödemede kullandığınız karta en geç 14 gün içinde yapılır.`
      try {
        await messenger.sms({ phone: policy.phone, text: `${text} ${branding.name}` })
        await messenger.email({
          to: policy.email,
          subject: `${policy.policy_number} numaralı poliçeniz cayma talebinizle iptal edildi`,
          text: `${insuredGreeting(policy.insured_name)}, ${text} ${branding.name}`,
        })
      } catch (error) {
        // Withdrawn and recorded whatever the operator says: Poliçelerim shows it all the same.
        if (!(error instanceof DeliveryFailed)) throw error
      }
      const withdrawn = await withdrawablePolicy(db, policy.policy_number)
      return ok(c, {
        Data: withdrawalView(withdrawn!, today),
        Messages: [`Poliçeniz iptal edildi. İade tutarı: ${refund}.`],
      })
    })
}
