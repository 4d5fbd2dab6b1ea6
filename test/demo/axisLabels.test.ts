import { describe, expect, it } from 'vitest'
import { axisLabels } from '../../react-demo/src/axisLabels'

// The demo's value axes: labels short whatever the magnitude, so they fit beside the plot
// (getWalletHistory's wei values reach 10²¹), and neighbours never read alike.
describe('axisLabels', () => {
  it('writes wei-sized ticks in exponent form, as few digits as the step needs', () => {
    expect(axisLabels([8e20, 1e21, 1.2e21, 1.4e21], 2e20)).toEqual(['8e20', '1e21', '1.2e21', '1.4e21'])
    expect(axisLabels([1.2e21, 1.25e21, 1.3e21], 5e19)).toEqual(['1.2e21', '1.25e21', '1.3e21'])
    expect(axisLabels([-2e6, 0, 2e6], 2e6)).toEqual(['-2e6', '0', '2e6'])
  })

  it('keeps digits, with separators, below a million', () => {
    expect(axisLabels([0, 250_000, 500_000, 750_000], 250_000)).toEqual([
      '0',
      '250,000',
      '500,000',
      '750,000',
    ])
    expect(axisLabels([0, 0.25, 0.5], 0.25)).toEqual(['0', '0.25', '0.5'])
    expect(axisLabels([0.001, 0.0015, 0.002], 0.0005)).toEqual(['0.001', '0.0015', '0.002'])
  })

  it('writes tiny values in exponent form too', () => {
    expect(axisLabels([2e-6, 4e-6], 2e-6)).toEqual(['2e-6', '4e-6'])
  })

  it('stays short: no label of a large axis longer than 8 characters', () => {
    for (const exponent of [6, 12, 18, 21, 30]) {
      const step = 2.5 * 10 ** (exponent - 1)
      const ticks = [0, 1, 2, 3, 4].map((index) => 10 ** exponent + index * step)
      for (const label of axisLabels(ticks, step)) expect(label.length, label).toBeLessThanOrEqual(8)
    }
  })

  it('tells neighbouring ticks apart', () => {
    const ticks = [1.2345e21, 1.23475e21, 1.235e21]
    const labels = axisLabels(ticks, 2.5e17)
    expect(new Set(labels).size).toBe(3)
    expect(labels).toEqual(['1.2345e21', '1.23475e21', '1.235e21'])
  })
})
