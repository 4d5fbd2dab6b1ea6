export function median(values: readonly number[]): number {
  return quantile(values, 0.5)
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const below = Math.floor(position)
  const above = Math.ceil(position)
  const low = sorted[below] as number
  const high = sorted[above] as number
  return low + (high - low) * (position - below)
}

export const MB = 1024 * 1024

export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—'
  if (ms < 1) return `${(ms * 1000).toFixed(0)} µs`
  if (ms < 100) return `${ms.toFixed(2)} ms`
  return `${ms.toFixed(0)} ms`
}

export function fmtMB(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / MB).toFixed(1)} MB` : '—'
}

export function fmtKB(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—'
}

export function fmtRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—'
}

export function fmtDelta(bytes: number): string {
  if (!Number.isFinite(bytes)) return '—'
  return `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / MB).toFixed(1)} MB`
}
