interface CodeBlockProps {
  /** What the block holds, read out when the keyboard reaches it. */
  label: string
  text: string
  testId?: string
}

/** Code that may scroll sideways: the scrolling box takes the focus, so the keyboard can scroll it. */
export function CodeBlock({ label, text, testId }: CodeBlockProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
    <section className="code-block" aria-label={label} tabIndex={0} data-testid={testId}>
      <pre>{text}</pre>
    </section>
  )
}
