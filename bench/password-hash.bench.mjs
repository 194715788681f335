// Password hashing: argon2id with Hearth's settings against bcrypt cost 10 (PocketBase's), both
// verifying in the same run, one at a time and eight at a time (libuv's thread pool).
// Usage: node bench/password-hash.bench.mjs
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';

const PASSWORD = 'correct horse battery staple';
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

async function measure(name, verify, concurrency, seconds = 3) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      if (!(await verify())) throw new Error(`${name}: verification failed`);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    name,
    concurrency,
    perSecond: done / elapsed,
    msEach: (elapsed * 1000 * concurrency) / done,
  };
}

const argon2Stored = await argon2Hash(PASSWORD, ARGON2);
const bcryptStored = await bcryptHash(PASSWORD, { cost: 10 });
console.log('Password verification (higher is cheaper per login)');
console.log(
  'scheme'.padEnd(28) + 'conc'.padStart(6) + 'verifies/s'.padStart(12) + 'ms each'.padStart(10),
);
const rows = [];
for (const concurrency of [1, 8]) {
  const argon2 = await measure(
    'argon2id 19MiB t=2 p=1',
    () => argon2Verify(argon2Stored, PASSWORD),
    concurrency,
  );
  const bcrypt = await measure(
    'bcrypt cost 10 (baseline)',
    () => bcryptVerify(PASSWORD, bcryptStored),
    concurrency,
  );
  for (const row of [argon2, bcrypt]) {
    console.log(
      row.name.padEnd(28) +
        String(row.concurrency).padStart(6) +
        row.perSecond.toFixed(1).padStart(12) +
        row.msEach.toFixed(1).padStart(10),
    );
  }
  rows.push({ concurrency, ratio: argon2.perSecond / bcrypt.perSecond });
}
for (const { concurrency, ratio } of rows)
  console.log(`ratio argon2id / bcrypt at concurrency ${concurrency}: ${ratio.toFixed(2)}x`);
