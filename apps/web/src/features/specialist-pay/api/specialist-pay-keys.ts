// One query-key factory for the payslip screen.
export type PayslipParams = { specialistId: number; from: string; to: string; siteId: number };

export const specialistPayKeys = {
  all: ['specialist-pay'] as const,
  specialists: ['specialist-pay', 'specialists'] as const,
  methods: ['specialist-pay', 'methods'] as const,
  payslip: (params: PayslipParams) => ['specialist-pay', 'payslip', params] as const,
  lines: (params: PayslipParams) => ['specialist-pay', 'lines', params] as const,
};
