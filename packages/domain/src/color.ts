// Text on a specialist's calendar colour (and on a tag's): black when the colour is light,
// otherwise white (spec: specialist.color_in_reserve).

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

// WCAG 2 relative luminance of an sRGB colour (0 black to 1 white).
export function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

// WCAG 2 contrast ratio between two luminances (1 to 21).
export function contrastRatio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

// Light means black text reads better on it than white, by the WCAG contrast ratio: whichever
// of the two is chosen is at least 4.58:1 (AA for normal text) on any colour, and the brand
// purple keeps white text.
export function isLightColor(hex: string): boolean {
  const rgb = parseHexColor(hex);
  if (!rgb) {
    return false;
  }
  const luminance = relativeLuminance(rgb);
  return contrastRatio(luminance, 0) >= contrastRatio(luminance, 1);
}

export function contrastTextColor(hex: string): string {
  return isLightColor(hex) ? TEXT_ON_LIGHT : TEXT_ON_DARK;
}

// A fill and its text for a colour that may be missing or invalid (a specialist or tag saved
// without one): the brand purple stands in, so the text never falls on the browser's default.
export const DEFAULT_FILL = '#5D2784';
export function colorPair(hex: string | null | undefined): { fill: string; text: string } {
  const fill = hex && parseHexColor(hex) ? hex : DEFAULT_FILL;
  return { fill, text: contrastTextColor(fill) };
}
