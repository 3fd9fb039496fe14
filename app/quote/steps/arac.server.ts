import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { UpstreamFailure } from '~/upstream/client.server.ts'
import { getList } from '~/upstream/lists.server.ts'
import { createQuoteHeader } from '~/upstream/offers.server.ts'
import {
  getVehicleBrandsWithModels,
  getVehicleTypes,
  queryVehicle,
  updateVehicle,
  type Vehicle,
  type VehicleQueryType,
} from '~/upstream/vehicle.server.ts'
import { formatDate } from '~/utils/format.ts'
import { birthDate } from '~/validation/fields.ts'
import { isUnregisteredPlate } from '~/validation/plate.ts'
import { furtherStep, wizardPath, type ProductDefinition } from '../definitions.ts'
import { draftStore, type QuoteDraft } from '../draft.server.ts'
import { failureOutcome, withQueueRetry } from '../flow-outcome.ts'
import { outcomeOf } from '../result-codes.ts'
import { ensureOfferCollection } from '../offer-collection.server.ts'
import { formatThousands } from '../rules/number-range.ts'
import { maskEngineNumber, maskFrameNumber } from '../rules/masking.ts'
import { renewalCheck } from '../rules/renewal.ts'
import {
  accessoryLimits,
  cleanPlate,
  displayPlate,
  kaskoDetailsSchema,
  toVehicleQuery,
  vehicleChoiceSchema,
  vehicleQuerySchema,
} from '../rules/vehicle.ts'
import { sendCode } from '../verification.server.ts'
import type { StepArgs, ServerStep } from './step.server.ts'
import type { AracActionResult, AracView, BrandChoice } from './types.ts'

const lineOf = (definition: ProductDefinition): VehicleQueryType => {
  if (!definition.vehicle) throw data(null, { status: 404 })
  return definition.vehicle.queryType
}

/** A success without the data it should carry: the default error text (spec §8). */
const unexpected = outcomeOf(undefined).message

const birthDateSchema = z.object({ Birthdate: birthDate })

function foundVehicle(vehicle: Vehicle): NonNullable<AracView['vehicle']> {
  return {
    plate: displayPlate(vehicle.LicensePlateNumber),
    brand: vehicle.BrandName,
    model: vehicle.ModelName,
    modelYear: vehicle.ModelYear,
    usingType: vehicle.UsingTypeName,
    fuelType: vehicle.FuelTypeName,
    engineNumber: vehicle.EngineNumber ? maskEngineNumber(vehicle.EngineNumber) : '—',
    frameNumber: vehicle.FrameNumber ? maskFrameNumber(vehicle.FrameNumber) : '—',
    policyEndDate: vehicle.PolicyEndDate ? formatDate(`${vehicle.PolicyEndDate}T12:00:00Z`) : null,
    corrected: vehicle.IsCorrected,
  }
}

/** The manual choice's lists: brands with their models, usage and fuel types. */
async function manualLists({ definition, draft, upstream }: StepArgs): Promise<AracView['manual']> {
  const line = lineOf(definition)
  const [brands, types] = await Promise.all([
    getVehicleBrandsWithModels(line, upstream),
    getVehicleTypes(line, upstream),
  ])
  const vehicle = draft.data.vehicleStep?.vehicle
  return {
    brands: brands.ok
      ? (brands.body.Results ?? []).map((b): BrandChoice => ({
          code: b.BrandCode,
          name: b.BrandName,
          models: b.Models.map((m) => ({
            code: m.BrandCodeFull,
            name: m.ModelName,
            years: m.ModelYears.map((y) => y.ModelYear),
            fuelTypes: m.FuelTypes,
          })),
        }))
      : [],
    usingTypes: types.ok
      ? (types.body.Data?.UsingTypes ?? []).map((t) => ({ id: t.Id, name: t.Text }))
      : [],
    fuelTypes: types.ok
      ? (types.body.Data?.FuelTypes ?? []).map((t) => ({ id: t.Id, name: t.Text }))
      : [],
    defaults: vehicle
      ? {
          BrandCode: vehicle.BrandCode,
          BrandCodeFull: vehicle.BrandCodeFull,
          ModelYear: String(vehicle.ModelYear),
          UsingType: vehicle.UsingType,
          FuelType: vehicle.FuelType,
        }
      : {},
    listsFailed: !brands.ok || !types.ok,
  }
}

async function kaskoQuestions({
  definition,
  draft,
  upstream,
}: StepArgs): Promise<AracView['kasko']> {
  if (!definition.vehicle?.asksKaskoDetails) return null
  const professions = await getList('Meslek', upstream)
  const saved = draft.data.vehicleStep?.kasko
  const amount = (n: number | undefined) => formatThousands(n ?? 0)
  return {
    professions: professions.ok
      ? (professions.body.Results ?? []).map((p) => ({ id: p.Id, name: p.Text }))
      : [],
    defaults: {
      RadioPrice: amount(saved?.RadioPrice),
      NavigationPrice: amount(saved?.NavigationPrice),
      SteelWheelPrice: amount(saved?.SteelWheelPrice),
      OtherAccessoryPrice: amount(saved?.OtherAccessoryPrice),
      IsOriginalLpg: saved?.IsOriginalLpg ? 'on' : '',
      ProfessionCode: saved?.ProfessionCode ?? '',
    },
    limits: accessoryLimits,
  }
}

const reply = (
  form: AracActionResult['form'],
  result: AracActionResult['reply'],
  message?: string,
  status = 400,
) => data<AracActionResult>({ step: 'arac', form, reply: result, message }, { status })

/**
 * Spec §8 codes of the vehicle step's calls: 1004 back through the SMS verification (a new code
 * is sent), 1006 the birth date is asked for, anything else shown as it came, the form kept.
 */
async function onFailure(
  failure: UpstreamFailure,
  args: StepArgs,
  form: AracActionResult['form'],
  result: AracActionResult['reply'],
) {
  const { definition, draft, upstream } = args
  const outcome = failureOutcome(failure)
  if (outcome.action === 'verify') {
    const sent = await sendCode(definition, draft, upstream)
    if (!sent.ok) {
      const now = new Date().toISOString()
      draft.data.verification = { status: 'pending', sentAt: now, resendAvailableAt: now }
      draftStore().save(draft)
    }
    return redirect(`${definition.quotePage}?dogrulama=${draft.id}`)
  }
  if (outcome.action === 'ask-birth-date') {
    draft.data.vehicleStep = { ...draft.data.vehicleStep, asksBirthDate: true }
    draftStore().save(draft)
  }
  return reply(form, result, outcome.message)
}

/** A new or corrected vehicle: any quote opened for the old one no longer applies. */
function setVehicle(draft: QuoteDraft, vehicle: Vehicle) {
  draft.data.vehicleStep = { ...draft.data.vehicleStep, vehicle, notFound: undefined }
  draft.data.quote = undefined
  draft.data.step = 'arac'
}

const plateOf = (draft: QuoteDraft) =>
  draft.data.vehicleStep?.vehicle?.LicensePlateNumber ??
  cleanPlate(
    draft.data.vehicleStep?.query?.LicensePlateNumber ?? draft.data.entry.LicensePlateNumber ?? '',
  )

/** Step 3, the vehicle: query by plate, confirm or choose it, kasko's questions, the quote header. */
export const aracStep: ServerStep<'arac'> = {
  async load(args) {
    const { draft, url, definition } = args
    const line = lineOf(definition)
    const saved = draft.data.vehicleStep ?? {}
    const correcting = url.searchParams.has('duzelt')
    // Plate status 2 (province + YK, spec §5): a new vehicle has nothing to look up yet, so it
    // is chosen from the lists straight away and then quoted like any other.
    const unregistered =
      !saved.query && isUnregisteredPlate(draft.data.entry.LicensePlateNumber ?? '')
    const mode: AracView['mode'] = url.searchParams.has('yeni')
      ? 'query'
      : saved.vehicle && !correcting
        ? 'found'
        : saved.notFound || correcting || unregistered
          ? 'manual'
          : 'query'
    const check = saved.vehicle
      ? renewalCheck(line, saved.vehicle.PolicyEndDate, new Date())
      : { allowed: true as const }
    return {
      step: 'arac',
      mode,
      queryDefaults: saved.query ?? {
        LicensePlateNumber: displayPlate(draft.data.entry.LicensePlateNumber ?? ''),
        RegistrationKind: 'belge',
      },
      notFound:
        saved.notFound ??
        (unregistered
          ? 'Aracınız henüz tescil edilmediği için plakayla sorgulanamıyor. Lütfen aracınızın bilgilerini listeden seçin.'
          : null),
      vehicle: saved.vehicle ? foundVehicle(saved.vehicle) : null,
      refusal: check.allowed ? null : check.message,
      manual: mode === 'manual' ? await manualLists(args) : null,
      kasko: mode === 'found' && check.allowed ? await kaskoQuestions(args) : null,
      asksBirthDate: Boolean(saved.asksBirthDate),
    }
  },

  async act(args, formData) {
    const { definition, draft, upstream } = args
    const line = lineOf(definition)
    const intent = String(formData.get('intent') ?? '')
    const here = wizardPath(definition, draft.id, 'arac')
    const nationalNumber = draft.data.entry.NationalNumber

    if (intent === 'sorgula') {
      const submission = parseWithZod(formData, { schema: vehicleQuerySchema })
      if (submission.status !== 'success') return reply('query', submission.reply())
      const typed: Record<string, string> = {}
      for (const name of [
        'LicensePlateNumber',
        'RegistrationKind',
        'LicensePermitSerial',
        'LicensePermitNumber',
        'AsbisNumber',
      ]) {
        typed[name] = String(formData.get(name) ?? '')
      }
      typed.LicensePlateNumber = displayPlate(submission.value.LicensePlateNumber)
      const found = await withQueueRetry(() =>
        queryVehicle(toVehicleQuery(submission.value, nationalNumber), upstream),
      )
      draft.data.vehicleStep = { ...draft.data.vehicleStep, query: typed }
      if (found.ok && found.body.Data) {
        setVehicle(draft, found.body.Data)
      } else if (!found.ok && found.kind === 'http' && found.status === 404) {
        draft.data.vehicleStep = {
          ...draft.data.vehicleStep,
          vehicle: undefined,
          notFound: found.message,
        }
        draft.data.quote = undefined
        draft.data.step = 'arac'
      } else {
        draftStore().save(draft)
        return found.ok
          ? reply('query', submission.reply(), unexpected)
          : onFailure(found, args, 'query', submission.reply())
      }
      draftStore().save(draft)
      return redirect(here)
    }

    if (intent === 'marka-sec') {
      // Without JavaScript: the chosen brand's models and the chosen model's years and fuels,
      // every value kept, no messages yet; a model of another brand is dropped.
      const submission = parseWithZod(formData, { schema: vehicleChoiceSchema })
      const result = submission.reply()
      const brand = String(formData.get('BrandCode') ?? '')
      const model = String(formData.get('BrandCodeFull') ?? '')
      return reply(
        'manual',
        {
          ...result,
          error: {},
          initialValue: {
            ...result.initialValue,
            BrandCodeFull: brand && model.startsWith(brand) ? model : '',
          },
        },
        undefined,
        200,
      )
    }

    if (intent === 'arac-kaydet') {
      const submission = parseWithZod(formData, { schema: vehicleChoiceSchema })
      if (submission.status !== 'success') return reply('manual', submission.reply())
      const plate = plateOf(draft)
      const saved = await withQueueRetry(() =>
        updateVehicle(
          { NationalNumber: nationalNumber, LicensePlateNumber: plate, ...submission.value },
          upstream,
        ),
      )
      if (!saved.ok) return onFailure(saved, args, 'manual', submission.reply())
      if (!saved.body.Data) return reply('manual', submission.reply(), unexpected)
      setVehicle(draft, saved.body.Data)
      draftStore().save(draft)
      return redirect(here)
    }

    if (intent === 'teklif-al') {
      const vehicle = draft.data.vehicleStep?.vehicle
      if (!vehicle) return redirect(here)
      const check = renewalCheck(line, vehicle.PolicyEndDate, new Date())
      if (!check.allowed) return redirect(here)
      const submission = parseWithZod(formData, {
        schema: definition.vehicle?.asksKaskoDetails
          ? kaskoDetailsSchema.extend(
              draft.data.vehicleStep?.asksBirthDate ? birthDateSchema.shape : {},
            )
          : z.object(draft.data.vehicleStep?.asksBirthDate ? birthDateSchema.shape : {}),
      })
      if (submission.status !== 'success') return reply('confirm', submission.reply())
      const values = submission.value as Record<string, unknown>
      if (typeof values.Birthdate === 'string') draft.data.entry.Birthdate = values.Birthdate
      const kasko = definition.vehicle?.asksKaskoDetails
        ? (values as NonNullable<NonNullable<QuoteDraft['data']['vehicleStep']>['kasko']>)
        : undefined
      draft.data.vehicleStep = {
        ...draft.data.vehicleStep,
        kasko: kasko && {
          RadioPrice: kasko.RadioPrice,
          NavigationPrice: kasko.NavigationPrice,
          SteelWheelPrice: kasko.SteelWheelPrice,
          OtherAccessoryPrice: kasko.OtherAccessoryPrice,
          IsOriginalLpg: kasko.IsOriginalLpg,
          ProfessionCode: kasko.ProfessionCode,
        },
      }
      draftStore().save(draft)
      const header = await withQueueRetry(() =>
        createQuoteHeader(
          {
            QueryType: definition.queryType,
            NationalNumber: nationalNumber,
            Phone: draft.data.entry.Phone,
            LicensePlateNumber: vehicle.LicensePlateNumber,
            Birthdate: draft.data.entry.Birthdate,
            ...draft.data.vehicleStep?.kasko,
          },
          upstream,
        ),
      )
      if (!header.ok) return onFailure(header, args, 'confirm', submission.reply())
      if (!header.body.Data) return reply('confirm', submission.reply(), unexpected)
      draft.data.quote = {
        HeaderGuid: header.body.Data.HeaderGuid,
        createdAt: header.body.Data.CreatedAt,
        firms: null,
        rows: [],
      }
      draft.data.step = furtherStep(definition, 'arac', 'teklifler')
      draftStore().save(draft)
      // Start asking the insurers now, so the first offers are there when the page opens.
      ensureOfferCollection(draft.id, upstream)
      return redirect(wizardPath(definition, draft.id, 'teklifler'))
    }
    throw data(null, { status: 400 })
  },
}
