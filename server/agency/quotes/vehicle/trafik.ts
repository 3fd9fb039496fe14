import { provinceGroup } from '../../pricing/province.ts'
import { immLimitNames, trafikPremium } from '../../pricing/trafik.ts'
import type { QuoteLine } from '../quote-line.ts'
import { prepareVehicle, vehiclePeriod, vehicleSubject, type VehicleDetails } from './vehicle.ts'

export const trafikLine: QuoteLine<VehicleDetails> = {
  title: 'Zorunlu Trafik Sigortası',
  subject: vehicleSubject,
  period: vehiclePeriod,
  prepare: (body, context) => prepareVehicle('trafik', body, context),
  price({ vehicle }, tariff) {
    const risk = {
      vehicleType: vehicle.vehicleType,
      provinceGroup: provinceGroup(vehicle.cityCode),
      noClaimStep: vehicle.noClaimStep,
    }
    const options = [
      { code: 'trafik', name: 'Zorunlu Trafik', imm: 'yok' as const },
      { code: 'trafik-imm', name: 'Trafik + İMM', imm: tariff.trafik.immLimit },
    ]
    return options.map((option) => ({
      code: option.code,
      name: option.name,
      premium: trafikPremium({ ...risk, imm: option.imm }, tariff.trafik),
      maxInstallments: tariff.trafik.maxInstallments,
      coverages: [
        {
          Code: 'MADDI_ARAC',
          Name: 'Maddi zararlar (araç başına)',
          Value: '400.000 TL',
          Key: true,
        },
        {
          Code: 'MADDI_KAZA',
          Name: 'Maddi zararlar (kaza başına)',
          Value: '800.000 TL',
          Key: false,
        },
        {
          Code: 'SAGLIK',
          Name: 'Sağlık giderleri (kişi başına)',
          Value: '3.600.000 TL',
          Key: true,
        },
        {
          Code: 'SAKATLIK',
          Name: 'Sakatlık ve ölüm (kişi başına)',
          Value: '3.600.000 TL',
          Key: true,
        },
        {
          Code: 'IMM',
          Name: 'İhtiyari mali mesuliyet',
          Value: option.imm === 'yok' ? 'Yok' : immLimitNames[option.imm],
          Key: true,
        },
        {
          Code: 'YOL_YARDIM',
          Name: 'Yol yardım ve çekici',
          Value: tariff.roadsideAssistance,
          Key: true,
        },
        {
          Code: 'BASAMAK',
          Name: 'Hasarsızlık basamağı',
          Value: `${vehicle.noClaimStep}. basamak`,
          Key: false,
        },
      ],
    }))
  },
}
