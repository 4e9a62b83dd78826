import { describe, expect, it } from 'vitest';
import { colorPair, contrastRatio, contrastTextColor, parseHexColor, relativeLuminance } from './color';

describe('contrast text colour', () => {
  it('is black on light colours', () => {
    expect(contrastTextColor('#FFFF00')).toBe('#000000');
    expect(contrastTextColor('#88EAFA')).toBe('#000000');
    expect(contrastTextColor('#fff')).toBe('#000000');
    expect(contrastTextColor('FFD54F')).toBe('#000000');
  });

  it('is white on dark colours', () => {
    expect(contrastTextColor('#5D2784')).toBe('#FFFFFF');
    expect(contrastTextColor('#000080')).toBe('#FFFFFF');
    expect(contrastTextColor('#000')).toBe('#FFFFFF');
  });

  it('always gives WCAG AA contrast (4.5:1), so mid greens and blues get black text', () => {
    expect(contrastTextColor('#3AAA35')).toBe('#000000');
    expect(contrastTextColor('#2196F3')).toBe('#000000');
    expect(contrastTextColor('#E62117')).toBe('#000000');
    expect(contrastTextColor('#1565C0')).toBe('#FFFFFF');
    for (let value = 0; value < 0x1000000; value += 0x0f0f0f) {
      const hex = `#${value.toString(16).padStart(6, '0')}`;
      const luminance = relativeLuminance(parseHexColor(hex) ?? [0, 0, 0]);
      const text = contrastTextColor(hex) === '#000000' ? 0 : 1;
      expect(contrastRatio(luminance, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('treats an invalid colour as dark', () => {
    expect(contrastTextColor('purple')).toBe('#FFFFFF');
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('#abc')).toEqual([170, 187, 204]);
  });

  it('stands the brand purple in for a missing colour', () => {
    expect(colorPair(null)).toEqual({ fill: '#5D2784', text: '#FFFFFF' });
    expect(colorPair('')).toEqual({ fill: '#5D2784', text: '#FFFFFF' });
    expect(colorPair('#FFD54F')).toEqual({ fill: '#FFD54F', text: '#000000' });
  });
});
