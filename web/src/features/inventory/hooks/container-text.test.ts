import { describe, expect, it } from 'vitest';
import { locationText, parsedQuantity, quantityText } from './container-text';

describe('container texts', () => {
  it('reads a typed quantity as a number of 0 or more, saying why not otherwise', () => {
    expect(parsedQuantity('2.5')).toEqual({ value: 2.5, problem: null });
    expect(parsedQuantity('0')).toEqual({ value: 0, problem: null });
    expect(parsedQuantity(' ')).toEqual({ value: null, problem: 'Enter the quantity' });
    expect(parsedQuantity('lots')).toEqual({ value: null, problem: 'Enter a number' });
    expect(parsedQuantity('-1')).toEqual({ value: null, problem: 'The quantity cannot be negative' });
  });

  it('writes quantities with their unit and places as the history does', () => {
    expect(quantityText({ quantity: 500, unit: 'mL' })).toBe('500 mL');
    expect(locationText({ building: 'Chemistry Hall', floor: '2', room: '204' })).toBe('Chemistry Hall, floor 2, room 204');
    expect(locationText({ building: 'Annex', floor: null, room: 'B1' })).toBe('Annex, room B1');
  });
});
