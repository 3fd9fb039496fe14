import type { AgencyDb } from '../db/database.ts'
import { articles } from './articles.ts'
import { seedDemoMembers } from './demo-members.ts'
import { faqPosts } from './faq.ts'
import { legalPages } from './legal-pages.ts'
import { listRows } from '../catalogue/list-entry.ts'
import { selectLists } from '../catalogue/select-lists.ts'
import { countryNames, insurers, provinces } from './reference.ts'
import { seedUavt } from './uavt.ts'
import { seedVehicles } from './vehicles.ts'

async function isEmpty(
  db: AgencyDb,
  table: 'cities' | 'countries' | 'insurers' | 'faq_posts' | 'articles',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n) === 0
}

/**
 * Fills reference data and content on first start; later starts leave edited rows alone. Demo
 * members are seeded outside production only.
 */
export async function seed(db: AgencyDb, { demoMembers }: { demoMembers: boolean }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'cities')) {
      let districtId = 1
      for (const province of provinces()) {
        await trx
          .insertInto('cities')
          .values({ code: province.code, name: province.name })
          .execute()
        await trx
          .insertInto('districts')
          .values(
            province.districts.map((name) => ({
              id: districtId++,
              city_code: province.code,
              name,
            })),
          )
          .execute()
      }
    }
    if (await isEmpty(trx, 'countries')) {
      await trx.insertInto('countries').values(countryNames()).execute()
    }
    // Group by group, so a group added (or re-keyed by a migration) later is filled on the next
    // start while the groups already there keep any edits.
    const present = await trx.selectFrom('list_items').select('group_code').distinct().execute()
    for (const [groupCode, entries] of Object.entries(selectLists)) {
      if (present.some((r) => r.group_code === groupCode)) continue
      await trx.insertInto('list_items').values(listRows(groupCode, entries)).execute()
    }
    if (await isEmpty(trx, 'insurers')) {
      await trx.insertInto('insurers').values(insurers).execute()
    }
    for (const page of legalPages) {
      const row = {
        slug: page.slug,
        title: page.title,
        version: page.version,
        updated_at: page.updatedAt,
        html: page.html,
      }
      await trx
        .insertInto('content_pages')
        .values(row)
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute()
    }
    if (await isEmpty(trx, 'faq_posts')) {
      await trx
        .insertInto('faq_posts')
        .values(
          faqPosts.map((f, i) => ({
            id: f.id,
            category: f.category,
            question: f.question,
            answer_html: f.answerHtml,
            sort: i,
          })),
        )
        .execute()
    }
    if (await isEmpty(trx, 'articles')) {
      await trx
        .insertInto('articles')
        .values(
          articles.map((a) => ({
            slug: a.slug,
            title: a.title,
            summary: a.summary,
            published_at: a.publishedAt,
            reading_minutes: a.readingMinutes,
            product_key: a.productKey,
            body_html: a.bodyHtml,
          })),
        )
        .execute()
    }
  })
  await seedVehicles(db)
  await seedUavt(db)
  if (demoMembers) await seedDemoMembers(db)
}
