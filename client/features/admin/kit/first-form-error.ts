/** The first message the form holds, in the order the schema found them (an array's own message included). */
export function firstFormError(errors: object): string | null {
  for (const [key, node] of Object.entries(errors) as Array<[string, unknown]>) {
    // `ref` is the field's element, not a message.
    if (key === 'ref' || !node || typeof node !== 'object') continue;
    const { message, root } = node as { message?: unknown; root?: { message?: unknown } };
    if (typeof message === 'string' && message) return message;
    if (typeof root?.message === 'string' && root.message) return root.message;
    const inner = firstFormError(node);
    if (inner) return inner;
  }
  return null;
}
