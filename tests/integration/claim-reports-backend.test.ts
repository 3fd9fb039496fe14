import { describe, expect, it } from 'vitest'
import { agencyForFile, latestOutboxMessage } from '../support/agency.ts'
import { loggedInMember } from '../support/member-login.ts'

// Issue 28: a claim report (hasar ihbarı) goes upstream as a support request of the claim type;
// the back office gives it a file number, sends it by SMS and shows it with the request.
const agency = await agencyForFile()
const support = await import('~/upstream/support.server.ts')

const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`

describe('claim reports', () => {
  it('get a file number, by SMS and on the request; other requests none', async () => {
    const context = await loggedInMember('5550000002')
    const types = await support.getRequestTypes(context)
    const claimType = types.ok && types.body.Results!.find((t) => t.Text === 'Hasar Bildirimi')
    expect(claimType).toBeTruthy()
    const added = await support.addRequest(
      {
        RequestType: (claimType as { Id: number }).Id,
        Subject: 'Hasar ihbarı: park halindeyken çarpıldı',
        Message: 'Tarih: 20.11.2026 14:30. Yer: Yozgat / Merkez. Karşı taraf plakası: 06 ABC 123.',
        attachment: { FileName: 'on-tampon.png', FileContent: png },
      },
      context,
    )
    const fileNumber = added.ok ? added.body.Data!.FileNumber : null
    expect(fileNumber).toMatch(/^HSR-\d{4}-\d{6}$/)
    expect(added.ok && added.body.Messages![0]).toBe(
      `Destek talebiniz alındı. Talep numaranız: ${added.ok && added.body.Data!.Id}. Hasar dosya numaranız: ${fileNumber}.`,
    )
    expect(await latestOutboxMessage(agency, '5550000002')).toContain(
      `Dosya numaranız: ${fileNumber}.`,
    )
    const viewed = await support.viewRequest(added.ok ? added.body.Data!.Id : 0, context)
    expect(viewed.ok && viewed.body.Data).toMatchObject({
      FileNumber: fileNumber,
      StatusText: 'Açık',
    })
    expect(viewed.ok && viewed.body.Data!.Thread[0]!.FileName).toBe('on-tampon.png')

    const other = await support.addRequest(
      { RequestType: 6, Subject: 'Soru', Message: 'Bir sorum var.' },
      context,
    )
    expect(other.ok && other.body.Data!.FileNumber).toBeFalsy()
    const otherView = await support.viewRequest(other.ok ? other.body.Data!.Id : 0, context)
    expect(otherView.ok && otherView.body.Data!.FileNumber).toBeNull()
  })
})
