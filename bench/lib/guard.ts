import net from 'node:net'

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]', '0:0:0:0:0:0:0:1'])

/** True for 127.0.0.0/8, ::1 and localhost. */
export function isLoopback(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

let blocked = 0

/** How many outbound connections the guard refused in this process. */
export function blockedConnections(): number {
  return blocked
}

type ConnectArgs = unknown[]

function targetHost(args: ConnectArgs): string | undefined {
  // net.connect() calls socket.connect([options, callback]) with its normalised arguments.
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; path?: unknown }
    if (typeof options.path === 'string') return undefined // a local socket or pipe
    return typeof options.host === 'string' ? options.host : 'localhost'
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined // a local socket path
  return typeof args[1] === 'string' ? args[1] : 'localhost'
}

/**
 * Lets this process open TCP connections to loopback addresses only: any other connection fails at
 * once, before a DNS lookup or a packet leaves the machine. Covers fetch (undici), node:http and
 * node:https (axios in the incumbent), since all of them connect through net.Socket.
 */
export function installLoopbackGuard(): void {
  const proto = net.Socket.prototype as unknown as { connect: (...args: ConnectArgs) => net.Socket }
  const original = proto.connect
  if ((original as { guarded?: boolean }).guarded) return
  const guarded = function (this: net.Socket, ...args: ConnectArgs): net.Socket {
    const host = targetHost(args)
    if (host === undefined || isLoopback(host)) return original.apply(this, args)
    blocked++
    const error = Object.assign(new Error(`bench: outbound connection to ${host} refused (loopback only)`), {
      code: 'ECONNREFUSED',
    })
    process.nextTick(() => this.destroy(error))
    return this
  }
  Object.assign(guarded, { guarded: true })
  proto.connect = guarded
}
