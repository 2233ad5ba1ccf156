/** A hosted form's outcome, announced to screen readers as it changes. */
export function Messages({ error, notice }: { error?: string | undefined; notice?: string | undefined }) {
  return (
    <div aria-live="polite">
      {error && (
        <p role="alert" className="hosted-error">
          {error}
        </p>
      )}
      {notice && <p className="hosted-notice">{notice}</p>}
    </div>
  );
}
