// Loaded with `node --import` into a server that bench/pages.bench.ts starts with an IPC channel (the
// production build, dist/server/main.js, unchanged): on 'usage' it answers with the process's own CPU
// time (process.cpuUsage) and memory (process.memoryUsage), so the bench reads what the server spent;
// on 'gc' it collects garbage first (node --expose-gc), as V8 does on its own in an idle server.
// The channel does not keep the process alive: the server's own listening does.
import process from 'node:process';

if (process.send) {
  process.on('message', (message) => {
    if (message === 'gc') globalThis.gc?.();
    if (message === 'usage' || message === 'gc') process.send({ cpu: process.cpuUsage(), memory: process.memoryUsage() });
  });
  process.channel?.unref();
}
