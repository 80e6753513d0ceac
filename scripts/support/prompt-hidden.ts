/** Asks on the terminal without echoing what is typed (for passwords). Needs a TTY on stdin. */
export function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string): void => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        // Ctrl-C and Ctrl-D: raw mode turns them into characters, so they are handled here.
        if (character === '\u0003' || character === '\u0004') return finish(new Error('Cancelled.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed += character;
      }
    };
    // Raw mode first: anything typed after the question appears must not be echoed.
    input.setRawMode(true);
    process.stdout.write(question);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}
