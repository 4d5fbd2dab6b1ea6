import { useState } from 'react'

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>()
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied('yes')
    } catch {
      setCopied('no')
    }
    setTimeout(() => setCopied(undefined), 1500)
  }
  return (
    <button type="button" className="small-button" onClick={copy} aria-label={label}>
      {copied === 'yes' ? 'Copied' : copied === 'no' ? 'Copy failed' : 'Copy'}
    </button>
  )
}
