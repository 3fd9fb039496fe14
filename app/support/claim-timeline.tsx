import type { ClaimReportView, RequestType } from '~/upstream/support.server.ts'
import { dottedDate } from '~/utils/format.ts'

/**
 * A claim report's file number and where it stands: the provider's request statuses (spec §7
 * request-statuses) in their order, those passed ticked, the current one marked.
 */
export function ClaimTimeline({
  fileNumber,
  statuses,
  current,
  report,
}: {
  fileNumber: string
  statuses: RequestType[]
  current: number
  /** What the claim said, field by field, when the provider gives it back. */
  report?: ClaimReportView | null
}) {
  const at = statuses.findIndex((s) => s.Id === current)
  return (
    <div className="mt-3 rounded-md bg-slate-50 p-3" data-testid="hasar-dosyasi">
      <p>
        Hasar dosya numarası: <strong>{fileNumber}</strong>
      </p>
      <ol aria-label="Hasar dosyasının durumu" className="mt-2 flex flex-wrap gap-2 text-sm">
        {statuses.map((status, index) => (
          <li
            key={status.Id}
            aria-current={index === at ? 'step' : undefined}
            className={`rounded px-2 py-0.5 ${
              index === at
                ? 'bg-brand-700 font-semibold text-white'
                : index < at
                  ? 'bg-green-100 text-green-900'
                  : 'bg-slate-200 text-slate-700'
            }`}
          >
            {index < at ? '✓ ' : ''}
            {status.Text}
          </li>
        ))}
      </ol>
      {report ? (
        <dl
          className="mt-3 grid gap-x-3 text-sm sm:grid-cols-[11rem_1fr]"
          data-testid="hasar-bildirimi"
        >
          {report.PolicyNumber ? (
            <>
              <dt>Poliçe numarası</dt>
              <dd>{report.PolicyNumber}</dd>
            </>
          ) : null}
          <dt>Olay tarihi ve saati</dt>
          <dd>
            {dottedDate(report.EventDate)} {report.EventTime}
          </dd>
          <dt>Olay yeri</dt>
          <dd>{[report.CityName, report.CountyName].filter(Boolean).join(' / ')}</dd>
          {report.OtherPartyPlate ? (
            <>
              <dt>Karşı tarafın plakası</dt>
              <dd>{report.OtherPartyPlate}</dd>
            </>
          ) : null}
          <dt>Ne oldu</dt>
          <dd className="whitespace-pre-line">{report.Description}</dd>
        </dl>
      ) : null}
    </div>
  )
}
