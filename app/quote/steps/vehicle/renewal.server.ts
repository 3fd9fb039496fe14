import { vehicleQuerySchema } from '../../rules/vehicle.ts'
import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { confirmSchemaOf, confirmVehicle, queryByPlate } from './intents.server.ts'
import { vehicleStep } from './step.ts'

/**
 * The vehicle queried again by its plate and registration document (the registry's answer, its
 * running policy included, is today's), then confirmed with kasko's answers from the new start.
 */
export const vehicleRenewal = stepRenewal(
  vehicleStep,
  carriedForm({
    schema: () => vehicleQuerySchema,
    changes: ({ fields }) => {
      // The header sends the document as one field, the form asks its serial and number apart.
      const permit = /^([A-Z]{2})(\d{6})$/.exec(fields.LicensePermitNumber ?? '')
      return permit
        ? {
            RegistrationKind: 'belge',
            LicensePermitSerial: permit[1],
            LicensePermitNumber: permit[2],
          }
        : { RegistrationKind: 'asbis' }
    },
    submit: queryByPlate,
  }),
  carriedForm({
    schema: confirmSchemaOf,
    changes: ({ fields, start }) => ({
      IsOriginalLpg: fields.IsOriginalLpg === 'true' ? 'on' : undefined,
      PolicyStart: start,
    }),
    submit: confirmVehicle,
  }),
)
