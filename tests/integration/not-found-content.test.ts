import { afterAll, expect, it } from 'vitest'
import { startAgency } from '../support/agency.ts'
import { browserlessVisitor, startStorefront } from '../support/storefront.ts'

// Issue 38 (spec §8): a content page the provider does not have goes to /404 like any other
// not-found, instead of a "could not be loaded" notice answering 200. The e2e run's back office
// has every page, so this one removes one from its own.
const agency = await startAgency()
const storefront = await startStorefront(agency)
afterAll(async () => {
  await storefront.stop()
  await agency.stop()
})

it('a legal page the provider answers 404 for goes to /404, which answers 404', async () => {
  await agency.db.deleteFrom('content_pages').where('slug', '=', 'cerez-politikasi').execute()
  const visitor = browserlessVisitor(storefront.url)
  const page = await visitor.get('/cerez-politikasi')
  expect(page).toMatchObject({ status: 302, location: '/404' })
  expect((await visitor.get('/404')).status).toBe(404)
  // The pages the provider has are served as before.
  expect((await visitor.get('/mesafeli-satis-sozlesmesi')).status).toBe(200)
  // The development server builds the pages on their first view.
}, 120_000)
