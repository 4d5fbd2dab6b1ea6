import { isRecord, type OperationEntry, resolveSchema } from '../../entries/catalogue'
import { type IncomingCall, MAX_BODY_BYTES } from '../incoming'
import { errorReply, type Reply } from '../reply'
import type { SchemaTable } from '../schema'

/**
 * Checks a JSON request body: it must parse, and carry every required property. For operations
 * whose body is one list (`bodyParam`), each item must carry the required properties of the
 * item schema (`[1].signature is required`).
 */
export function checkBody(
  operation: OperationEntry,
  call: IncomingCall,
  schemas: SchemaTable,
): Reply | undefined {
  const fields = operation.params.filter((param) => param.in === 'body')
  if (!operation.bodyParam && fields.length === 0) return undefined
  if (call.bodyTooLarge)
    return errorReply(413, `Request body is larger than the mock's limit of ${MAX_BODY_BYTES} bytes (1 MiB)`)
  if (call.bodyInvalid) return errorReply(400, 'Request body is not valid JSON')
  const { body } = call

  if (operation.bodyParam) {
    const schema = resolveSchema(operation.bodyParam.schema, schemas)
    if (body === undefined) return errorReply(400, 'Request body is required')
    if (!schema.items) return undefined
    if (!Array.isArray(body)) return errorReply(400, 'Request body must be an array')
    const required = resolveSchema(schema.items, schemas).required ?? []
    for (const [index, item] of body.entries()) {
      const missing = required.find((name) => !hasValue(item, name))
      if (missing !== undefined) return errorReply(400, `[${index}].${missing} is required`)
    }
    return undefined
  }

  if (body !== undefined && !isRecord(body)) return errorReply(400, 'Request body must be an object')
  const missing = fields.find((field) => field.required && !hasValue(body, field.wireName))
  return missing ? errorReply(400, `${missing.wireName} is required`) : undefined
}

function hasValue(value: unknown, name: string): boolean {
  return isRecord(value) && value[name] !== undefined && value[name] !== null
}
