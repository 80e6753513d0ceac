import { describe, expect, it } from 'vitest';
import { PullAnswerSplitter } from './pull-answer-splitter';

// A pull's answer cut into its documents as the text arrives (docs/decisions/078), whatever the
// pieces: every document comes out exactly as JSON.parse of the whole answer gives it.

const documents = [
  { id: 'a', name: 'Plain' },
  { id: 'b', name: 'Quotes " and \\ backslashes \\" and \\\\', nested: { list: [1, { deep: '}' }], empty: {} } },
  { id: 'c', name: 'Braces { [ ] } in text, and a "quoted" word', tags: ['x', ']', '{'] },
  { id: 'd', name: 'Unicode: ünïcödé ☃ 🚂 \u2028 and escapes \n\t\u0001' },
  { id: 'e', stock: [], variants: [{ id: 'v', price: null }], _deleted: true },
];
// As the server sends it: the checkpoint first.
const answer = JSON.stringify({ checkpoint: { xid: '42', seq: 7 }, documents });

/** Feeds the text in pieces of `size`, taking up to `most` documents whenever any are complete. */
function split(text: string, size: number, most = Infinity) {
  const splitter = new PullAnswerSplitter();
  const out: unknown[] = [];
  for (let at = 0; at < text.length; at += size) {
    splitter.push(text.slice(at, at + size));
    while (splitter.complete > 0) out.push(...(JSON.parse(splitter.take(most)) as unknown[]));
  }
  const rest = splitter.finish();
  return { documents: [...out, ...rest.documents], fields: rest.fields };
}

describe('splitting a pull’s answer as it arrives', () => {
  it('gives every document and the checkpoint, for pieces of any size', () => {
    for (let size = 1; size <= answer.length; size += size < 40 ? 1 : 37) {
      expect(split(answer, size), `pieces of ${size}`).toEqual({ documents, fields: { checkpoint: { xid: '42', seq: 7 } } });
    }
  });

  it('hands documents over as soon as each is complete, a few at a time when asked', () => {
    const splitter = new PullAnswerSplitter();
    const cut = answer.indexOf('{"id":"c"');
    splitter.push(answer.slice(0, cut + 5));
    expect(splitter.complete).toBe(2);
    expect(JSON.parse(splitter.take(1))).toEqual([documents[0]]);
    expect(JSON.parse(splitter.take(1))).toEqual([documents[1]]);
    expect(splitter.take()).toBe('[]');
    splitter.push(answer.slice(cut + 5));
    expect(JSON.parse(splitter.take())).toEqual(documents.slice(2));
    expect(splitter.finish().fields).toEqual({ checkpoint: { xid: '42', seq: 7 } });
  });

  it('reads an empty answer and a null checkpoint', () => {
    expect(split(JSON.stringify({ checkpoint: null, documents: [] }), 3)).toEqual({ documents: [], fields: { checkpoint: null } });
  });

  it('knows the fields before the documents as soon as the documents begin', () => {
    const splitter = new PullAnswerSplitter();
    splitter.push(answer.slice(0, answer.indexOf('"documents"') + 5));
    expect(splitter.fieldsBefore).toBeNull();
    splitter.push(answer.slice(answer.indexOf('"documents"') + 5, answer.indexOf('"documents"') + 20));
    expect(splitter.fieldsBefore).toEqual({ checkpoint: { xid: '42', seq: 7 } });
  });

  it('reads the fields wherever they are: after the documents too', () => {
    const checkpointLast = JSON.stringify({ documents, checkpoint: { xid: '1', seq: 1 } });
    expect(split(checkpointLast, 7)).toEqual({ documents, fields: { checkpoint: { xid: '1', seq: 1 } } });
  });

  it('parses an answer of another shape whole at the end', () => {
    const padded = JSON.stringify({ note: 'x'.repeat(2000), documents });
    expect(split(padded, 64)).toEqual({ documents, fields: { note: 'x'.repeat(2000) } });
    const envelope = JSON.stringify({ error: { code: 'INTERNAL', message: 'No.' } });
    expect(split(envelope, 5)).toEqual({ documents: [], fields: { error: { code: 'INTERNAL', message: 'No.' } } });
  });

  it('refuses an answer cut off before its documents end', () => {
    const splitter = new PullAnswerSplitter();
    splitter.push(answer.slice(0, answer.indexOf('{"id":"c"') + 3));
    splitter.take();
    expect(() => splitter.finish()).toThrow(SyntaxError);
  });
});
