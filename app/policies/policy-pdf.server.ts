import { getPdf, type PdfRequest } from '~/upstream/print.server.ts'
import type { UpstreamContext, UpstreamFailure } from '~/upstream/client.server.ts'

/** The provider refused the policy to this asker (not theirs, a link forged or expired). */
export const refusedPolicy = (failure: UpstreamFailure) =>
  failure.kind === 'http' && failure.status === 404

/** An issued policy's PDF from the print service as a download, or the provider's failure. */
export async function policyPdfDownload(
  request: Omit<PdfRequest, 'Type'>,
  filename: string,
  upstream: UpstreamContext,
): Promise<Response | UpstreamFailure> {
  const pdf = await getPdf({ Type: 'policy', ...request }, upstream)
  if (!pdf.ok) return pdf
  return new Response(new Uint8Array(pdf.body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
