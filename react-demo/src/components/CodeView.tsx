import { useMemo } from 'react'
import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { type FormValues, toParams } from '../formValues'
import { runKind } from '../operations'
import { reactSnippet, typeScriptSnippet } from '../snippets'
import { CodeBlock } from './CodeBlock'
import { CopyButton } from './CopyButton'

interface CodeViewProps {
  operation: OperationEntry
  catalogue: ApiCatalogue
  values: FormValues
}

/** The call the form describes, as code to copy: with the client, and as a React hook. */
export function CodeView({ operation, catalogue, values }: CodeViewProps) {
  const snippets = useMemo(() => {
    const built = toParams(operation, catalogue, values)
    if (!built.ok) return undefined
    return [
      { id: 'typescript', title: 'TypeScript', text: typeScriptSnippet(operation, built.params) },
      { id: 'react', title: 'React', text: reactSnippet(operation, built.params, runKind(operation)) },
    ]
  }, [operation, catalogue, values])
  return (
    <section className="card code-view" aria-labelledby="code-title">
      <h2 id="code-title" className="card-title">
        Code
      </h2>
      {snippets === undefined ? (
        <p className="muted">The code follows the form once its values can be read.</p>
      ) : (
        <>
          <p className="muted small">The call the form makes: every value it holds, as Run sends it.</p>
          {snippets.map(({ id, title, text }) => (
            <div key={id} className="snippet">
              <div className="card-head">
                <h3>{title}</h3>
                <CopyButton text={text} label={`Copy the ${title} code`} />
              </div>
              <CodeBlock label={`${title} code`} text={text} testId={`snippet-${id}`} />
            </div>
          ))}
        </>
      )}
    </section>
  )
}
