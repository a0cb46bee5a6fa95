// POST /api/loan/calculate requests per second: 64 connections sending varied terms for 3 seconds
// (after a 1-second warm-up); prints requests/s and the median and 99th-percentile latency.
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const connections = 64;

function terms(i) {
  return {
    amount: 50000 + (i % 997) * 250,
    contribution: [10, 20, 30, 50][i % 4],
    years: ((i % 8) + 1) / 4,
    payments_per_year: 12,
    interest_rate: [0, 5, 7, 12][i % 4],
  };
}

async function run(durationMs, latencies) {
  const until = performance.now() + durationMs;
  let count = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; performance.now() < until; i += connections) {
        const began = performance.now();
        const response = await fetch(`${base}/api/loan/calculate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(terms(i)),
        });
        const body = await response.json();
        if (!response.ok || !body.data?.out) failures += 1;
        latencies?.push(performance.now() - began);
        count += 1;
      }
    }),
  );
  return { count, failures };
}

await run(1000);
const latencies = [];
const began = performance.now();
const { count, failures } = await run(3000, latencies);
const seconds = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
console.log(
  `calculate: ${(count / seconds).toFixed(0)} requests/s over ${connections} connections, median ${at(0.5)} ms, p99 ${at(0.99)} ms, ${failures} failed`,
);
if (failures > 0) process.exit(1);
