import { expect, test, type Page } from '@playwright/test'
import { masked } from '../support/members.ts'

export interface NewMember {
  name: string
  surname: string
  /** Ten digits, 5XXXXXXXXX. */
  phone: string
  nationalNumber: string
  email: string
  /** As a date input takes it: YYYY-MM-DD. */
  birthDate: string
  gender: 'E' | 'K'
}

/**
 * Fills the sign-up form (/uyeOl) as a new member would: living in Sorgun, Yozgat, with the
 * password Gizli123 and the two required agreements ticked. The caller sends it, as each test
 * has its own reason to wait or to look first.
 */
export async function fillSignUp(page: Page, member: NewMember) {
  await page.getByLabel('Ad', { exact: true }).fill(member.name)
  await page.getByLabel('Soyad').fill(member.surname)
  await page.getByLabel('Cep Telefonu').fill(masked(member.phone))
  await page.getByLabel('TC Kimlik Numarası').fill(member.nationalNumber)
  await page.getByLabel('E-posta', { exact: true }).fill(member.email)
  await page.getByLabel('Doğum Tarihi').fill(member.birthDate)
  await page.getByLabel('Cinsiyet').selectOption(member.gender)
  await page.getByLabel('İl', { exact: true }).selectOption({ label: 'Yozgat' })
  if (test.info().project.name === 'nojs') {
    await page.getByRole('button', { name: 'İlçeleri Getir' }).click()
  }
  await expect(page.getByLabel('İlçe').locator('option', { hasText: 'Sorgun' })).toHaveCount(1)
  await page.getByLabel('İlçe').selectOption({ label: 'Sorgun' })
  await page.getByLabel('Şifre', { exact: true }).fill('Gizli123')
  await page.getByLabel('Şifre (Tekrar)').fill('Gizli123')
  await page.getByLabel(/Gizlilik politikası/).check()
  await page.getByLabel(/aydınlatma metnini/).check()
}
