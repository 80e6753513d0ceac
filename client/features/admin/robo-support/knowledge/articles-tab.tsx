// TODO(issue 14, kb part): the knowledge base's articles (create, edit, publish). Replaced by the kb branch.
export function ArticlesTab() {
  return <p className="muted">The knowledge base's articles are not built yet.</p>;
}
