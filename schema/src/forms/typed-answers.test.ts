import { describe, expect, it } from 'vitest';
import { emailProblem, numberProblem, parseNumberText, phoneProblem } from './typed-answers';

describe('emailProblem', () => {
  it.each(['pat.lee@example.edu', 'a+tag@mail.psu.example.org', '  x@y.co  ', ''])('accepts %j', (text) => {
    expect(emailProblem(text)).toBeNull();
  });

  it.each(['pat.lee', 'pat@example', 'pat@@example.edu', 'pat lee@example.edu', '@example.edu', 'pat@.edu', 'pat@example.e'])('refuses %j with the expected shape', (text) => {
    expect(emailProblem(text)).toBe('Enter an email address like name@example.edu.');
  });
});

describe('phoneProblem', () => {
  it.each(['+1 555 123 4567', '(814) 555-0100', '+44.20.7946.0958', '5550100', ''])('accepts %j', (text) => {
    expect(phoneProblem(text)).toBeNull();
  });

  it.each(['555-01', '+1 555 123 4567 89012', 'call me', '+1-555-CALL-NOW', '1+5551234567'])('refuses %j with the digits it needs', (text) => {
    expect(phoneProblem(text)).toBe('Enter a phone number of 7 to 15 digits, like +1 555 123 4567.');
  });
});

describe('numberProblem', () => {
  const bounded = { min: 0, max: 50, integer: true };

  it('accepts a cleared answer and the bounds themselves', () => {
    expect([numberProblem(bounded, null), numberProblem(bounded, 0), numberProblem(bounded, 50)]).toEqual([null, null, null]);
  });

  it('says both bounds when the question has both', () => {
    expect([numberProblem(bounded, -1), numberProblem(bounded, 51)]).toEqual(['Enter a number between 0 and 50.', 'Enter a number between 0 and 50.']);
  });

  it('says the one bound a question has', () => {
    expect(numberProblem({ min: 1, integer: false }, 0.5)).toBe('Enter a number of at least 1.');
    expect(numberProblem({ max: 9.5, integer: false }, 10)).toBe('Enter a number of at most 9.5.');
  });

  it('refuses a fraction where whole numbers are asked, and what is not a number', () => {
    expect(numberProblem(bounded, 2.5)).toBe('Enter a whole number.');
    expect(numberProblem({ integer: false }, Number.NaN)).toBe('Enter a number.');
  });
});

describe('parseNumberText', () => {
  it('reads blank as no answer and numbers as numbers', () => {
    expect([parseNumberText(' '), parseNumberText('-2.5'), parseNumberText('1e3')]).toEqual([null, -2.5, 1000]);
  });

  it('reads what is not a number as NaN', () => {
    expect(parseNumberText('12abc')).toBeNaN();
  });
});
