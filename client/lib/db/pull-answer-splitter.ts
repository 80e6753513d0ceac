// A pull's answer read as it arrives (docs/decisions/078). The answer is one JSON object,
// `{"checkpoint":…,"documents":[{…},{…},…]}`: parsed whole, 2,000 products are one long task on a
// slow phone (~0.2 s at 4× CPU slowdown), and nothing can be stored before the last byte is in.
// This finds where each document ends as the text comes in, so the caller can parse a few
// documents at a time (native JSON.parse on a slice of the text) and store them while the rest is
// still on its way; the fields before the documents (the checkpoint, which the server sends first)
// are known as soon as they are in. It looks only at structure: strings (skipped whole, escapes
// respected), braces and brackets; the parsing itself is JSON.parse's. Text of another shape (an
// error envelope, no `documents` array near the start) is kept whole and parsed at the end.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const DOCUMENTS_KEY = '"documents":[';
// The fields before the documents (a checkpoint) are short: past this, the answer is parsed whole.
const MOST_BEFORE_DOCUMENTS = 1024;

/** The rest of an answer, once every document has been taken. */
export interface PullAnswerRest {
  /** Every field of the answer but `documents` (the checkpoint), or the whole answer when it was not split and has none. */
  fields: Record<string, unknown>;
  /** Documents of an answer that could not be split (another shape), parsed at the end. */
  documents: unknown[];
}

export class PullAnswerSplitter {
  private text = '';
  /** Where scanning goes on from (the start of a string not yet complete, or the next character). */
  private scanned = 0;
  /** Nesting depth inside the current document; -1 once the documents' array has closed. */
  private depth = 0;
  /** Where each document not yet taken starts (the last may be incomplete), and where each complete one ends. */
  private starts: number[] = [];
  private ends: number[] = [];
  /** null until the answer's start is known; false when it is not the expected shape. */
  private splitting: boolean | null = null;
  /** The fields before the documents, once the documents have begun. */
  private leading: Record<string, unknown> | null = null;

  /** Documents complete and not yet taken. */
  get complete(): number {
    return this.ends.length;
  }

  /** The answer's fields before its documents (its checkpoint), as soon as the documents have begun; else null. */
  get fieldsBefore(): Record<string, unknown> | null {
    return this.leading;
  }

  /** Adds the next piece of the answer's text. */
  push(piece: string): void {
    this.text += piece;
    if (this.splitting === null) this.findDocuments();
    if (this.splitting) this.scan();
  }

  /** Where the documents' array begins: `{` and the fields before it, then `"documents":[`. */
  private findDocuments(): void {
    if (this.text.length > 0 && this.text[0] !== '{') {
      this.splitting = false;
      return;
    }
    const key = this.text.indexOf(DOCUMENTS_KEY);
    if (key < 0) {
      if (this.text.length > MOST_BEFORE_DOCUMENTS) this.splitting = false;
      return;
    }
    const before = this.text.slice(0, key);
    try {
      // `{` alone, or `{"checkpoint":…,`: closed with `}` it is an object of those fields.
      this.leading = before === '{' ? {} : (JSON.parse(`${before.replace(/,$/, '')}}`) as Record<string, unknown>);
    } catch {
      this.splitting = false;
      return;
    }
    this.splitting = true;
    this.scanned = key + DOCUMENTS_KEY.length;
  }

  /** The JSON text of an array of the complete documents not yet taken (at most `most`); parse it with JSON.parse. */
  take(most = Infinity): string {
    const count = Math.min(most, this.ends.length);
    if (count === 0) return '[]';
    const slice = `[${this.text.slice(this.starts[0], this.ends[count - 1])}]`;
    // Drop what has been taken, so the text held stays small; the positions move with it.
    const cut = this.starts[count] ?? this.ends[count - 1]!;
    this.text = this.text.slice(cut);
    this.scanned -= cut;
    this.starts = this.starts.slice(count).map((position) => position - cut);
    this.ends = this.ends.slice(count).map((position) => position - cut);
    return slice;
  }

  /** After the last piece, once every document has been taken: the answer's other fields (and, unsplit, its documents). */
  finish(): PullAnswerRest {
    if (!this.splitting) {
      const whole = JSON.parse(this.text) as Record<string, unknown>;
      const { documents, ...fields } = whole;
      return Array.isArray(documents) ? { fields, documents } : { fields: whole, documents: [] };
    }
    if (this.depth !== -1 || this.ends.length > 0) throw new SyntaxError('The pull’s answer ended before its documents did');
    // What follows the array: `}`, or `,"checkpoint":…}` (scanning stopped just after the array's `]`).
    const rest = this.text.slice(this.scanned).trim();
    const after = rest === '}' ? {} : (JSON.parse(`{${rest.replace(/^,/, '')}`) as Record<string, unknown>);
    return { fields: { ...this.leading, ...after }, documents: [] };
  }

  private scan(): void {
    const text = this.text;
    let i = this.scanned;
    let depth = this.depth;
    while (i < text.length && depth >= 0) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        const end = stringEnd(text, i);
        if (end < 0) break; // The string goes on in the next piece: scanned again from its start then.
        i = end + 1;
        continue;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (depth === 0) this.starts.push(i);
        depth += 1;
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 0) this.ends.push(i + 1);
      }
      i += 1;
    }
    this.scanned = i;
    this.depth = depth;
  }
}

/** The index of the quote that closes the string opening at `start`, or -1 when the text ends first. */
function stringEnd(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === BACKSLASH; k -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}
