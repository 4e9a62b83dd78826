// Deterministic generator: the same demo business on every machine and every run.
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (probability: number) => next() < probability;
  return { next, int, pick, chance };
}

export type Random = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  'María',
  'Laura',
  'Camila',
  'Valentina',
  'Daniela',
  'Sofía',
  'Paula',
  'Andrea',
  'Natalia',
  'Juliana',
  'Carolina',
  'Isabella',
  'Mariana',
  'Gabriela',
  'Catalina',
  'Luisa',
  'Ana',
  'Sara',
  'Manuela',
  'Alejandra',
  'Diana',
  'Lorena',
  'Paola',
  'Juan',
  'Carlos',
  'Andrés',
  'Felipe',
  'Santiago',
  'Sebastián',
  'Mateo',
  'Jorge',
  'Ricardo',
  'Lucía',
  'Elena',
  'Verónica',
  'Adriana',
  'Claudia',
  'Patricia',
  'Mónica',
  'Ximena',
];

export const LAST_NAMES = [
  'García',
  'Rodríguez',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flórez',
  'Rivera',
  'Gómez',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Rojas',
  'Jiménez',
  'Vargas',
  'Castro',
  'Ortiz',
  'Herrera',
  'Medina',
  'Aguilar',
  'Ruiz',
  'Suárez',
  'Mendoza',
  'Cárdenas',
  'Restrepo',
  'Salazar',
  'Osorio',
];

export const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
}
