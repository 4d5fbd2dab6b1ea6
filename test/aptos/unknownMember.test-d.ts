// A union member the catalogue does not know keeps its tag as it came: the provider may send an item
// with no tag, or one that is not text, so code must check it before treating it as a string.
// Checked by the compiler (`make typecheck`).
import { describe, expectTypeOf, it } from 'vitest'
import type { UnknownMember } from 'w3data'

describe('UnknownMember', () => {
  it('types its tag as unknown, and may lack it', () => {
    expectTypeOf<UnknownMember['type']>().toEqualTypeOf<unknown>()
    expectTypeOf<{ note: 'no tag' }>().toExtend<UnknownMember>()
  })
})
