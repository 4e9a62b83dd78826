// Text on a specialist's calendar colour: black when the colour is light, otherwise white.
// Light means YIQ brightness >= 150 (of 255), which keeps white text on the brand purple.

export const TEXT_ON_LIGHT = '#000000';
export const TEXT_ON_DARK = '#FFFFFF';

export function parseHexColor(hex: string): [number, number, number] | null {
  const value = hex.trim().replace(/^#/, '');
  const full = value.length === 3 ? [...value].map((char) => char + char).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) {
    return null;
  }
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

export function isLightColor(hex: string): boolean {
  const rgb = parseHexColor(hex);
  if (!rgb) {
    return false;
  }
  const [red, green, blue] = rgb;
  return (red * 299 + green * 587 + blue * 114) / 1000 >= 150;
}

export function contrastTextColor(hex: string): string {
  return isLightColor(hex) ? TEXT_ON_LIGHT : TEXT_ON_DARK;
}
