/** Beyond these magnitudes an axis reads in exponent form (`1.2e21`); between them, in digits. */
const DIGITS_BELOW = 1e6
const DIGITS_FROM = 1e-4
/** More fraction digits than this on a tick label help no one. */
const MAX_DIGITS = 6

/**
 * The labels of a value axis, short whatever the magnitude (wei amounts reach 10²¹): in digits
 * with thousands separators (`250,000`, `0.025`) while the largest tick is below a million, else
 * in exponent form (`1.2e21`, `9e20`). Each shows as many digits as the step between ticks needs,
 * so neighbours differ, and no more.
 */
export function axisLabels(ticks: readonly number[], step: number): string[] {
  const largest = Math.max(0, ...ticks.map(Math.abs))
  const exponential = largest >= DIGITS_BELOW || (largest > 0 && largest < DIGITS_FROM)
  return ticks.map((tick) => (exponential ? exponentForm(tick, step) : digitForm(tick, step)))
}

function digitForm(value: number, step: number): string {
  return value.toLocaleString('en', { maximumFractionDigits: fractionDigits(step) })
}

function exponentForm(value: number, step: number): string {
  if (value === 0) return '0'
  const exponent = Math.floor(Math.log10(Math.abs(value)))
  const digits = fractionDigits(step / 10 ** exponent)
  // `1.50e+21` → `1.5e21`: trailing zeros and the plus sign carry nothing.
  return value
    .toExponential(digits)
    .replace(/\.?0+e/, 'e')
    .replace('e+', 'e')
}

/** The fraction digits that write `step` exactly (0.25 → 2, 5 → 0), at most {@link MAX_DIGITS}. */
function fractionDigits(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0
  // 0.25 → `2.5e-1`: one digit after the point, moved one place further right.
  const [mantissa = '', exponent = '0'] = Number(step.toPrecision(12)).toExponential().split('e')
  const digits = (mantissa.split('.')[1]?.length ?? 0) - Number(exponent)
  return Math.min(MAX_DIGITS, Math.max(0, digits))
}
