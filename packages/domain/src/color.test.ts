import { describe, expect, it } from 'vitest';
import { contrastTextColor, parseHexColor } from './color';

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

  it('treats an invalid colour as dark', () => {
    expect(contrastTextColor('purple')).toBe('#FFFFFF');
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('#abc')).toEqual([170, 187, 204]);
  });
});
