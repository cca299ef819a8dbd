// Load-free latency probe, run as a separate process: alternates GET /health and a one-row read,
// one request at a time, until stdin closes; then prints the samples as JSON.
const [base, token, ticket] = process.argv.slice(2);
const samples = { health: [], read: [] };
let running = true;
process.stdin.on('end', () => {
  running = false;
});
process.stdin.resume();

async function timed(url, headers) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (body.code !== 10000) throw new Error(`${url}: ${body.code} ${body.message}`);
  return performance.now() - start;
}

while (running) {
  samples.health.push(await timed(`${base}/health`, {}));
  samples.read.push(await timed(`${base}/api-auth/api/help/latestNotice`, { authorization: `Bearer ${token}`, 'x-ticket': ticket }));
  await new Promise((r) => setTimeout(r, 5));
}
process.stdout.write(JSON.stringify(samples));
