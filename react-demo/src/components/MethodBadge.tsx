import type { HttpMethod } from 'w3data/catalogue'

export function MethodBadge({ method }: { method: HttpMethod | string }) {
  return <span className={`method method-${method.toLowerCase()}`}>{method}</span>
}
