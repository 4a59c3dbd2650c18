import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readableTextColor } from './contrast';

describe('contrast', () => {
  it('reads short and long hex colours and refuses other text', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#B71C1C')).toEqual([183, 28, 28]);
    expect(parseHexColor('red')).toBeUndefined();
  });

  it('rates black on white 21 and a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#336699', '#336699')).toBeCloseTo(1, 5);
  });

  it('puts white text on dark red and black text on yellow', () => {
    expect(readableTextColor('#B71C1C')).toBe('#FFFFFF');
    expect(readableTextColor('#FFEB3B')).toBe('#000000');
  });

  it('always picks a text colour with at least 4.5:1 contrast', () => {
    const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(
      (channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
    );
    fc.assert(
      fc.property(hex, (background) => {
        expect(contrastRatio(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
