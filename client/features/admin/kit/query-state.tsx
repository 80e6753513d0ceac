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
