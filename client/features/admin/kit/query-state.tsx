import type { ReactNode } from "react";
import { errorText } from "../api/resource-queries";

interface QueryLike<T> {
  error: unknown;
  data: T | undefined;
}

/**
 * What a screen shows of one server read: the error as staff read it, "Loading..." until the data
 * comes, then the data through `children`. The one way back-office panels wait for their data.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <p className="form-alert" role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  if (query.data === undefined) return <p role="status">Loading...</p>;
  return <>{children(query.data)}</>;
}

/** A read that failed on a screen that keeps what it showed: the reason, and a way to try again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div className="form-alert" role="alert">
      <p>
        {what} could not be loaded: {error.message}
      </p>
      <button type="button" className="small-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
