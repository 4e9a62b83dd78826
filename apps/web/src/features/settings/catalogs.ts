import type { CatalogConfig } from '../../shared/crud/types';

const name = { name: 'name', label: 'catalogs.name', kind: 'text', required: true, max: 80 } as const;
const TYPE_VALUES = [
  { value: '%', label: 'catalogs.percent' },
  { value: 'fixed', label: 'catalogs.fixed' },
];

// The settings pages that are plain catalogues, by the key of their screen.
export const SETTINGS_CATALOGS = {
  clientTag: {
    collection: 'client_tag',
    module: 'clients',
    title: 'settingsMenu.clientTag',
    singular: 'catalogs.clientTag',
    newLabel: 'catalogs.newClientTag',
    help: 'catalogs.clientTagHelp',
    fields: [name, { name: 'color', label: 'catalogs.color', kind: 'color', default: '#88EAFA' }],
    defaultSort: 'name',
  },
  brand: {
    collection: 'brand',
    module: 'products',
    title: 'settingsMenu.brand',
    singular: 'catalogs.brand',
    newLabel: 'catalogs.newBrand',
    fields: [name],
    defaultSort: 'name',
  },
  category: {
    collection: 'product_category',
    module: 'products',
    title: 'settingsMenu.category',
    singular: 'catalogs.category',
    newLabel: 'catalogs.newCategory',
    fields: [name],
    defaultSort: 'name',
  },
  line: {
    collection: 'product_line',
    module: 'products',
    title: 'settingsMenu.line',
    singular: 'catalogs.line',
    newLabel: 'catalogs.newLine',
    fields: [
      name,
      {
        name: 'brand_id',
        label: 'catalogs.brand',
        kind: 'select',
        options: { collection: 'brand', labelField: 'name' },
      },
    ],
    defaultSort: 'name',
  },
  price: {
    collection: 'product_type_price',
    module: 'products',
    title: 'settingsMenu.price',
    singular: 'catalogs.priceType',
    newLabel: 'catalogs.newPriceType',
    help: 'catalogs.priceTypeHelp',
    fields: [name, { name: 'is_default', label: 'catalogs.isDefault', kind: 'boolean' }],
    defaultSort: 'name',
  },
  specialty: {
    collection: 'specialty',
    module: 'specialists',
    title: 'settingsMenu.specialty',
    singular: 'catalogs.specialty',
    newLabel: 'catalogs.newSpecialty',
    fields: [name],
    defaultSort: 'name',
  },
  discountConsumableProduct: {
    collection: 'discount_consumable_product',
    module: 'specialists',
    title: 'settingsMenu.discountConsumableProduct',
    singular: 'catalogs.consumableDiscount',
    newLabel: 'catalogs.newConsumableDiscount',
    help: 'catalogs.consumableDiscountHelp',
    fields: [
      { name: 'description', label: 'catalogs.description', kind: 'text', required: true, max: 120 },
      {
        name: 'service_category_id',
        label: 'catalogs.serviceCategory',
        kind: 'select',
        options: { collection: 'service_category', labelField: 'name' },
      },
      {
        name: 'discount_type',
        label: 'catalogs.discountType',
        kind: 'enum',
        values: TYPE_VALUES,
        default: '%',
        required: true,
      },
      {
        name: 'discount_value',
        label: 'catalogs.discountValue',
        kind: 'number',
        required: true,
        min: 0,
        max: 100000000,
      },
      { name: 'is_active', label: 'catalogs.active', kind: 'boolean', default: true },
    ],
    defaultSort: 'description',
    deactivate: true,
  },
} satisfies Record<string, CatalogConfig>;

export type SettingsCatalog = keyof typeof SETTINGS_CATALOGS;
