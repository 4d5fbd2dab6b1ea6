import type uPlot from 'uplot'

const UP = '#15803d'
const DOWN = '#b91c1c'
/** A candle's body takes this share of the room one point has. */
const BODY_SHARE = 0.6

/** uPlot draw hook: series 1–4 are open, high, low and close; one wick and body per point. */
export function drawCandles(chart: uPlot): void {
  const [xs, open, high, low, close] = chart.data
  if (!xs || !open || !high || !low || !close) return
  const { ctx } = chart
  const room = chart.bbox.width / Math.max(xs.length, 1)
  const body = Math.max(1, Math.min(room * BODY_SHARE, 24 * devicePixelRatio))
  const y = (value: number) => chart.valToPos(value, 'y', true)
  ctx.save()
  ctx.lineWidth = Math.max(1, devicePixelRatio)
  xs.forEach((time, index) => {
    const [o, h, l, c] = [open[index], high[index], low[index], close[index]]
    if (o == null || h == null || l == null || c == null) return
    const x = chart.valToPos(time, 'x', true)
    ctx.strokeStyle = ctx.fillStyle = c >= o ? UP : DOWN
    ctx.beginPath()
    ctx.moveTo(x, y(h))
    ctx.lineTo(x, y(l))
    ctx.stroke()
    const top = y(Math.max(o, c))
    ctx.fillRect(x - body / 2, top, body, Math.max(1, y(Math.min(o, c)) - top))
  })
  ctx.restore()
}
