export const settingsKeys = {
  all: ['settings'] as const,
  values: ['settings', 'values'] as const,
  paymentMethods: ['settings', 'payment-methods'] as const,
  company: ['settings', 'company'] as const,
  sites: ['settings', 'sites'] as const,
  roles: ['settings', 'roles'] as const,
  roleOptions: ['settings', 'roles', 'options'] as const,
  modules: ['settings', 'modules'] as const,
  users: ['settings', 'users'] as const,
  whatsapp: ['settings', 'whatsapp'] as const,
};
