/**
 * An operator command's parsed arguments, or the process ends: `--help` prints the usage (exit 0), a
 * bad command line prints what is wrong and the usage (exit 2).
 */
export function commandLineOrExit<Args>(parse: (argv: readonly string[]) => Args | 'help', usage: string): Args {
  try {
    const parsed = parse(process.argv.slice(2));
    if (parsed !== 'help') return parsed;
    console.log(usage);
    process.exit(0);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
