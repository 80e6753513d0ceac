// TODO(issue 14, kb part): the questions that found no answer. Replaced by the kb branch.
export function UnansweredTab() {
  return <p className="muted">The questions without an answer are not built yet.</p>;
}
