import { describe, expect, it } from 'vitest'
import { catalogues, type PlotEntry } from 'w3data/catalogue'
import { chartColumns, plotPoints } from '../../react-demo/src/plotPoints'

const plotOf = (api: string, id: string): PlotEntry => {
  const plot = catalogues.find((c) => c.api === api)?.operations.find((o) => o.id === id)?.plot
  if (!plot) throw new Error(`${api}.${id} has no plot`)
  return plot
}

describe('the points of an answer the catalogue says to plot', () => {
  it('reads the catalogue: names as the result holds them (camelCase)', () => {
    expect(plotOf('evm', 'getNFTHistoricalFloorPriceByContract')).toEqual({
      kind: 'line',
      items: ['result'],
      time: 'timestamp',
      values: ['floorPrice'],
    })
    expect(plotOf('evm', 'getWalletNetWorth')).toMatchObject({
      kind: 'bars',
      label: 'chain',
      values: ['networthUsd'],
    })
  })

  it('walks into every list on the way and names each series by its nearest item', () => {
    const answer = {
      result: [
        { tokenAddress: '0xa', timeseries: [{ timestamp: '2025-01-02T00:00:00Z', buyVolume: 2 }] },
        { tokenAddress: '0xb', timeseries: [{ timestamp: '2025-01-01T00:00:00Z', buyVolume: 1 }] },
      ],
    }
    const { points, items } = plotPoints(plotOf('evm', 'getTimeSeriesTokenAnalytics'), answer)
    expect(items).toHaveLength(2)
    expect(points.map((point) => [point.series, point.item.buyVolume])).toEqual([
      ['0xb', 1],
      ['0xa', 2],
    ])
  })

  it('puts ISO times and epochs in seconds or milliseconds on one axis, in time order', () => {
    const plot = plotOf('evm', 'getTimeSeriesVolume')
    const { points } = plotPoints(plot, {
      timeseries: [
        { timestamp: '1735776000000', volume: 3 },
        { timestamp: 1735689600, volume: 2 },
        { timestamp: '2025-01-01T00:00:00Z', volume: 1 },
      ],
    })
    expect(points.map((point) => point.x)).toEqual([1735689600, 1735689600, 1735776000])
  })

  it('keeps an item without a time in the items, not among the points', () => {
    const answer = { timeseries: [{ volume: 1 }, { timestamp: '2025-01-01T00:00:00Z', volume: 2 }] }
    const { points, items } = plotPoints(plotOf('evm', 'getTimeSeriesVolume'), answer)
    expect([points.length, items.length]).toEqual([1, 2])
  })

  it('lays bars out in the answer order, and values that are strings as numbers beside their text', () => {
    const plot = plotOf('evm', 'getWalletNetWorth')
    const { points } = plotPoints(plot, {
      chains: [
        { chain: 'eth', networthUsd: '3.25' },
        { chain: 'bsc', networthUsd: '1' },
        { chain: 'polygon' },
      ],
    })
    expect(points.map((point) => [point.x, point.item.chain])).toEqual([
      [0, 'eth'],
      [1, 'bsc'],
      [2, 'polygon'],
    ])
    expect(chartColumns(plot, points)).toEqual({
      xs: [0, 1, 2],
      columns: [{ field: 'networthUsd', series: undefined, label: 'networthUsd' }],
      ys: [[3.25, 1, null]],
    })
  })
})
