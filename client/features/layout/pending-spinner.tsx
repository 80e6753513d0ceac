/** Shown while a page's code is on its way (router defaultPendingComponent). */
export function PendingSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
