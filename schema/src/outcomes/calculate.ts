import type { CalculationKind } from '../template/outcome-model';

/**
 * A calculated outcome's value from the values it combines: SUM adds them, AVERAGE is their sum divided by their
 * count, MULTIPLY is their product. No values: no value (undefined), so a calculation over nothing never holds.
 * Results that are not finite (an overflowing product) are no value either.
 */
export function calculate(kind: CalculationKind, values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sum = () => values.reduce((total, value) => total + value, 0);
  const result = kind === 'SUM' ? sum() : kind === 'AVERAGE' ? sum() / values.length : values.reduce((product, value) => product * value, 1);
  return Number.isFinite(result) ? result : undefined;
}
