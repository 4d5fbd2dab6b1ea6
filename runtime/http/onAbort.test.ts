import { describe, expect, it, vi } from 'vitest'
import { onAbort } from './onAbort'

describe('onAbort', () => {
  it('calls every watcher of a signal once when it aborts', () => {
    const controller = new AbortController()
    const first = vi.fn()
    const second = vi.fn()
    onAbort(controller.signal, first)
    onAbort(controller.signal, second)
    controller.abort()
    expect(first).toHaveBeenCalledOnce()
    expect(second).toHaveBeenCalledOnce()
  })

  it('adds one abort listener to a signal, however many calls watch it', () => {
    const controller = new AbortController()
    const added = vi.spyOn(controller.signal, 'addEventListener')
    const watchers = Array.from({ length: 20 }, () => vi.fn())
    for (const watcher of watchers) onAbort(controller.signal, watcher)
    expect(added).toHaveBeenCalledOnce()
    controller.abort()
    for (const watcher of watchers) expect(watcher).toHaveBeenCalledOnce()
  })

  it('stops calling a watcher that stopped watching', () => {
    const controller = new AbortController()
    const gone = vi.fn()
    const kept = vi.fn()
    const unwatch = onAbort(controller.signal, gone)
    onAbort(controller.signal, kept)
    unwatch()
    controller.abort()
    expect(gone).not.toHaveBeenCalled()
    expect(kept).toHaveBeenCalledOnce()
  })
})
