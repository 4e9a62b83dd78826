import type { Writer } from './insert';
import { addDays, createRandom, FIRST_NAMES, isoDate, LAST_NAMES, pad, type Random, slug } from './random';

export const SERVICE_CATALOGUE: { category: string; color: string; services: [string, number, number][] }[] =
  [
    {
      category: 'Cabello',
      color: '#8E44AD',
      services: [
        ['Corte dama', 45, 45000],
        ['Corte caballero', 30, 28000],
        ['Cepillado', 40, 35000],
        ['Tinte completo', 120, 150000],
        ['Mechas balayage', 180, 280000],
        ['Keratina', 150, 220000],
      ],
    },
    {
      category: 'Uñas',
      color: '#E91E63',
      services: [
        ['Manicure tradicional', 45, 25000],
        ['Pedicure spa', 60, 38000],
        ['Uñas acrílicas', 120, 95000],
        ['Esmaltado semipermanente', 60, 45000],
        ['Retiro de acrílico', 30, 20000],
      ],
    },
    {
      category: 'Facial',
      color: '#26A69A',
      services: [
        ['Limpieza facial profunda', 75, 120000],
        ['Hidratación facial', 60, 90000],
        ['Peeling químico', 60, 150000],
        ['Microdermoabrasión', 45, 130000],
        ['Mascarilla de colágeno', 30, 60000],
      ],
    },
    {
      category: 'Cejas y pestañas',
      color: '#FF7043',
      services: [
        ['Diseño de cejas', 30, 30000],
        ['Laminado de cejas', 45, 65000],
        ['Lifting de pestañas', 60, 85000],
        ['Extensiones de pestañas', 120, 160000],
      ],
    },
    {
      category: 'Masajes',
      color: '#42A5F5',
      services: [
        ['Masaje relajante', 60, 110000],
        ['Masaje descontracturante', 60, 125000],
        ['Drenaje linfático', 60, 115000],
        ['Piedras calientes', 90, 150000],
        ['Reflexología', 45, 80000],
      ],
    },
    {
      category: 'Depilación',
      color: '#9CCC65',
      services: [
        ['Depilación de piernas', 45, 55000],
        ['Depilación axilas', 15, 20000],
        ['Depilación bikini', 30, 40000],
        ['Depilación facial', 20, 22000],
        ['Depilación láser sesión', 40, 180000],
      ],
    },
  ];

const SPECIALIST_COLORS = [
  '#5D2784',
  '#88EAFA',
  '#F48FB1',
  '#1E88E5',
  '#FFD54F',
  '#2E7D32',
  '#FF8A65',
  '#6D4C41',
];
const BRANDS = ['L’Oréal Professionnel', 'Wella', 'OPI', 'Schwarzkopf', 'Kérastase', 'Revlon'];
const PRODUCT_CATEGORIES = ['Cuidado capilar', 'Coloración', 'Uñas', 'Cuidado facial', 'Accesorios'];
const PRODUCT_KINDS = [
  'Shampoo',
  'Acondicionador',
  'Mascarilla',
  'Tinte',
  'Oxidante',
  'Esmalte',
  'Top coat',
  'Sérum',
  'Crema hidratante',
  'Removedor',
  'Aceite capilar',
  'Protector térmico',
  'Lima profesional',
  'Cepillo redondo',
];

export type Window = [start: number, end: number];

export type Catalogue = {
  services: { id: number; duration: number; categoryIndex: number; prices: Map<number, number> }[];
  categoryIds: number[];
  // Each specialist's weekly windows (minutes of the day) by site and weekday: the demo's
  // bookings are placed only inside them.
  specialists: { id: number; categoryIndexes: number[]; windows: Map<number, Map<number, Window[]>> }[];
  products: { id: number; price: number; cost: number; consumable: boolean }[];
  clients: number[];
  siteIds: number[];
  // The site open on Sundays, if any.
  sundaySiteId?: number;
};

export async function seedCatalogue(
  w: Writer,
  r: Random,
  companyId: number,
  siteIds: number[],
  size: { clients: number; products: number; specialists: number },
  // The demo's today: clients became clients on days before it, spread over the past years.
  today: Date,
): Promise<Catalogue> {
  const c = { subscriber_owner_company_id: companyId };
  const categoryIds = await w.insert(
    'service_category',
    SERVICE_CATALOGUE.map((group) => ({ ...c, name: group.category, color: group.color })),
  );
  const flat = SERVICE_CATALOGUE.flatMap((group, categoryIndex) =>
    group.services.map(([name, duration, price]) => ({ name, duration, price, categoryIndex })),
  );
  const serviceIds = await w.insert(
    'service',
    flat.map((service) => ({
      ...c,
      name: service.name,
      duration: service.duration,
      service_category_id: categoryIds[service.categoryIndex],
      description: `${service.name} con productos profesionales.`,
      online_booking: true,
    })),
  );
  const services = flat.map((service, index) => ({
    id: serviceIds[index],
    duration: service.duration,
    categoryIndex: service.categoryIndex,
    prices: new Map(siteIds.map((siteId, siteIndex) => [siteId, service.price + siteIndex * 5000])),
  }));
  await w.insert(
    'service_site_price',
    services.flatMap((service) =>
      [...service.prices].map(([siteId, price]) => ({
        ...c,
        service_id: service.id,
        site_id: siteId,
        price,
      })),
    ),
  );

  const specialtyIds = await w.insert(
    'specialty',
    ['Estilista', 'Manicurista', 'Esteticista', 'Masajista'].map((name) => ({ ...c, name })),
  );
  const specialists: Catalogue['specialists'] = [];
  const specialistRows = Array.from({ length: size.specialists }, (_, index) => ({
    ...c,
    name: FIRST_NAMES[(index * 7) % 23],
    last_name: LAST_NAMES[(index * 5) % LAST_NAMES.length],
    color_in_reserve: SPECIALIST_COLORS[index % SPECIALIST_COLORS.length],
    phone: `31${pad(index, 2)}${pad(r.int(100000, 999999), 6)}`,
    email: `${slug(FIRST_NAMES[(index * 7) % 23])}${index}@aurora.demo`,
    specialty_id: specialtyIds[index % specialtyIds.length],
    online_booking: true,
  }));
  const specialistIds = await w.insert('specialist', specialistRows);
  for (const [index, id] of specialistIds.entries()) {
    const categoryIndexes = [index % SERVICE_CATALOGUE.length, (index + 2) % SERVICE_CATALOGUE.length];
    specialists.push({ id, categoryIndexes, windows: new Map() });
  }
  await w.insert(
    'specialist_site',
    specialists.flatMap((specialist, index) =>
      siteIds
        .filter((_, siteIndex) => index % siteIds.length === siteIndex || index < 2)
        .map((siteId) => ({ ...c, specialist_id: specialist.id, site_id: siteId })),
    ),
  );
  await w.insert(
    'specialist_commission',
    specialists.flatMap((specialist) =>
      categoryIds.map((categoryId, categoryIndex) => ({
        ...c,
        specialist_id: specialist.id,
        service_category_id: categoryId,
        commission: categoryIndex % 3 === 2 ? 15000 : 35 + (specialist.id % 3) * 5,
        commission_type: categoryIndex % 3 === 2 ? 'fixed' : '%',
      })),
    ),
  );
  await w.insert(
    'service_specialist',
    services.flatMap((service) =>
      specialists
        .filter((specialist) => specialist.categoryIndexes.includes(service.categoryIndex))
        .map((specialist) => ({ ...c, service_id: service.id, specialist_id: specialist.id })),
    ),
  );
  // One place at a time: most specialists work at one site; the first two split the week.
  const availability = [];
  for (const [index, specialist] of specialists.entries()) {
    for (const [siteIndex, siteId] of siteIds.entries()) {
      for (let weekday = siteIndex === 1 ? 0 : 1; weekday <= 6; weekday++) {
        const worksHere =
          index < 2 && siteIds.length > 1
            ? (weekday === 0 || weekday % 2 === index % 2) === (siteIndex === 1)
            : index % siteIds.length === siteIndex;
        if (!worksHere) {
          continue;
        }
        const days = specialist.windows.get(siteId) ?? new Map<number, Window[]>();
        specialist.windows.set(siteId, days);
        days.set(weekday, [
          [8 * 60, 13 * 60],
          [14 * 60, (weekday === 6 ? 17 : 19) * 60],
        ]);
        availability.push({
          ...c,
          specialist_id: specialist.id,
          site_id: siteId,
          weekday,
          start_time: '08:00',
          end_time: '13:00',
        });
        availability.push({
          ...c,
          specialist_id: specialist.id,
          site_id: siteId,
          weekday,
          start_time: '14:00',
          end_time: weekday === 6 ? '17:00' : '19:00',
        });
      }
    }
  }
  await w.insert('specialist_availability', availability);

  const brandIds = await w.insert(
    'brand',
    BRANDS.map((name) => ({ ...c, name })),
  );
  const productCategoryIds = await w.insert(
    'product_category',
    PRODUCT_CATEGORIES.map((name) => ({ ...c, name })),
  );
  const lineIds = await w.insert(
    'product_line',
    brandIds.flatMap((brandId, index) =>
      [`Línea ${BRANDS[index]} Pro`, `Línea ${BRANDS[index]} Home`].map((name) => ({
        ...c,
        name,
        brand_id: brandId,
      })),
    ),
  );
  const priceTypeIds = await w.insert('product_type_price', [
    { ...c, name: 'Público', is_default: true },
    { ...c, name: 'Mayorista', is_default: false },
  ]);
  const productRows = Array.from({ length: size.products }, (_, index) => {
    const brandIndex = index % BRANDS.length;
    const cost = r.int(8, 90) * 1000;
    return {
      ...c,
      name: `${PRODUCT_KINDS[index % PRODUCT_KINDS.length]} ${BRANDS[brandIndex]} ${index + 1}`,
      sku: `SKU-${pad(index + 1, 4)}`,
      barcode: `770${pad(r.int(0, 999999999), 10)}`,
      brand_id: brandIds[brandIndex],
      product_category_id: productCategoryIds[index % productCategoryIds.length],
      product_line_id: lineIds[brandIndex * 2 + (index % 2)],
      cost,
      is_consumable: index % 4 === 0,
      is_for_sale: index % 4 !== 0 || index % 8 === 0,
      unit: 'unidad',
    };
  });
  const productIds = await w.insert('product', productRows);
  const products = productRows.map((row, index) => ({
    id: productIds[index],
    cost: row.cost,
    price: Math.round((row.cost * 1.8) / 1000) * 1000,
    consumable: row.is_consumable,
  }));
  await w.insert(
    'product_price',
    products.flatMap((product) =>
      siteIds.flatMap((siteId) => [
        {
          ...c,
          product_id: product.id,
          site_id: siteId,
          product_type_price_id: priceTypeIds[0],
          price: product.price,
        },
        {
          ...c,
          product_id: product.id,
          site_id: siteId,
          product_type_price_id: priceTypeIds[1],
          price: Math.round(product.price * 0.85),
        },
      ]),
    ),
  );
  const stock = products.flatMap((product, index) =>
    siteIds.map((siteId) => ({
      ...c,
      product_id: product.id,
      site_id: siteId,
      current_stock: index % 9 === 0 ? r.int(0, 3) : r.int(6, 60),
      min_stock: 5,
    })),
  );
  await w.insert('product_stock', stock);
  // Stock is never a bare number: the opening units are a movement too.
  await w.insert(
    'stock_movement',
    stock
      .filter((row) => row.current_stock > 0)
      .map((row) => ({
        ...c,
        product_id: row.product_id,
        site_id: row.site_id,
        quantity: row.current_stock,
        balance_after: row.current_stock,
        type: 'adjustment',
        reason: 'Inventario inicial',
      })),
  );
  await w.insert(
    'service_product',
    services
      .filter((_, index) => index % 3 === 0)
      .map((service, index) => ({
        ...c,
        service_id: service.id,
        product_id: products.filter((product) => product.consumable)[
          index % products.filter((product) => product.consumable).length
        ].id,
        amount: 1,
      })),
  );

  // Its own sequence, so the clients' names stay those the demo always had.
  const since = createRandom(1581);
  const clientRows = Array.from({ length: size.clients }, (_, index) => {
    const first = r.pick(FIRST_NAMES);
    const last = `${r.pick(LAST_NAMES)} ${r.pick(LAST_NAMES)}`;
    return {
      ...c,
      first_name: first,
      last_name: last,
      document_type: 'CC',
      document_number: String(1_000_000_000 + index * 7919),
      phone: `3${r.int(0, 2)}${r.int(0, 9)}${pad(r.int(0, 9999999), 7)}`,
      email: index % 5 === 4 ? null : `${slug(first)}.${slug(last.split(' ')[0])}${index}@correo.demo`,
      birth_date: `${r.int(1960, 2005)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`,
      gender: index % 6 === 0 ? 'M' : 'F',
      consent_contact: index % 3 !== 0,
      // Clients for months or years before the demo's first bookings (90 days back).
      date_created: `${isoDate(addDays(today, -since.int(91, 1200)))}T${pad(since.int(8, 18))}:${pad(since.int(0, 59))}:00-05:00`,
    };
  });
  const clients = await w.insert('client', clientRows);
  const tagIds = await w.insert(
    'client_tag',
    [
      ['VIP', '#D4AF37'],
      ['Frecuente', '#5D2784'],
      ['Nueva', '#3AAA35'],
      ['Prefiere WhatsApp', '#2196F3'],
    ].map(([name, color]) => ({ ...c, name, color })),
  );
  await w.insert(
    'client_client_tag',
    clients
      .filter((_, index) => index % 4 === 0)
      .map((clientId, index) => ({
        ...c,
        client_id: clientId,
        client_tag_id: tagIds[index % tagIds.length],
      })),
  );
  return { services, categoryIds, specialists, products, clients, siteIds, sundaySiteId: siteIds[1] };
}
