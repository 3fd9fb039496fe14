import { describe, expect, it, vi } from 'vitest'
import { contentMismatch, sendWithAttachment } from './account.server.ts'

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])

function formWith(file: File) {
  const form = new FormData()
  form.set('Attachment', file)
  return form
}

describe('a support post with a file', () => {
  it('refuses a file whose content is not what its name says, naming the file, and sends nothing', async () => {
    const send = vi.fn()
    const sent = await sendWithAttachment(
      formWith(new File([PDF], 'kaza.png', { type: 'image/png' })),
      send,
    )
    expect(sent).toEqual({
      ok: false,
      message: contentMismatch,
      refusal: { fileName: 'kaza.png', message: contentMismatch },
    })
    expect(send).not.toHaveBeenCalled()
  })

  it('sends a file that is what it says, as its name and data URL', async () => {
    const send = vi.fn().mockResolvedValue({ ok: true, body: { Id: 7 } })
    const sent = await sendWithAttachment(
      formWith(new File([PDF], 'tutanak.pdf', { type: 'application/pdf' })),
      send,
    )
    expect(sent).toEqual({ ok: true, body: { Id: 7 } })
    expect(send).toHaveBeenCalledWith({
      FileName: 'tutanak.pdf',
      FileContent: `data:application/pdf;base64,${Buffer.from(PDF).toString('base64')}`,
    })
  })

  it('gives a failed call its message alone, not as the file’s refusal', async () => {
    const send = vi.fn().mockResolvedValue({ ok: false, message: 'Servis yanıt vermedi.' })
    const sent = await sendWithAttachment(
      formWith(new File([PDF], 'tutanak.pdf', { type: 'application/pdf' })),
      send,
    )
    expect(sent).toEqual({ ok: false, message: 'Servis yanıt vermedi.' })
  })
})
