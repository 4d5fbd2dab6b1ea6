/** What a link to an operation the catalogue does not hold shows, with the nearest one to open. */
export function UnknownOperation({ asked, nearest }: { asked: string; nearest: string | undefined }) {
  return (
    <section className="card unknown-operation" aria-labelledby="unknown-title">
      <h1 id="unknown-title">No such operation</h1>
      <p>
        No such operation: <code>{asked}</code>.
        {nearest && (
          <>
            {' '}
            Did you mean <a href={`#/${nearest}`}>{nearest}</a>?
          </>
        )}
      </p>
    </section>
  )
}
